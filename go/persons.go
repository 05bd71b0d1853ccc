package gobench

import (
	"time"

	"google.golang.org/protobuf/types/known/timestamppb"

	"serbench/gobench/pb"
)

// serbench's person dataset: 16 values from java.util.Random with serbench's seed, drawn in the
// order serbench's StudyValues draws them.
const (
	personSeed   = 20_261_130
	personValues = 16
	letters      = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
	digits       = "0123456789"
)

func persons() []A {
	random := newJavaRandom(personSeed)
	from := time.Date(1950, 1, 1, 0, 0, 0, 0, time.UTC).Unix()
	to := time.Date(2010, 1, 1, 0, 0, 0, 0, time.UTC).Unix()
	out := make([]A, personValues)
	for i := range out {
		name := randomString(random, 16, letters)
		seconds := from + int64(random.nextDouble()*float64(to-from))
		nanos := random.nextInt(1_000_000_000)
		phone := randomString(random, 10, digits)
		siblings := random.nextInt(5)
		spouse := random.nextBoolean()
		money := random.nextDouble()
		out[i] = A{Name: name, BirthDay: time.Unix(seconds, int64(nanos)).UTC(), Phone: phone,
			Siblings: int(siblings), Spouse: spouse, Money: money}
	}
	// As serbench's person values 1 to 4 (StudyValues.persons): the edge timestamps, year 1 (Go's zero
	// time), the last nanosecond before 1970, the first after it and a pre-1901 instant with nanoseconds.
	edges := []time.Time{
		time.Time{}.UTC(),
		time.Date(1969, 12, 31, 23, 59, 59, 999999999, time.UTC),
		time.Date(1970, 1, 1, 0, 0, 0, 1, time.UTC),
		time.Date(1856, 7, 10, 12, 0, 0, 123456789, time.UTC),
	}
	for i, edge := range edges {
		out[i+1].BirthDay = edge
	}
	return out
}

func randomString(random *javaRandom, length int, alphabet string) string {
	chars := make([]byte, length)
	for i := range chars {
		chars[i] = alphabet[random.nextInt(int32(len(alphabet)))]
	}
	return string(chars)
}

func personProto(a *A) *pb.Person {
	return &pb.Person{Name: a.Name, BirthDay: timestamppb.New(a.BirthDay), Phone: a.Phone,
		Siblings: int32(a.Siblings), Spouse: a.Spouse, Money: a.Money}
}
