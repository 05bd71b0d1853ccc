package gobench

import (
	"strconv"
	"time"

	"google.golang.org/protobuf/types/known/timestamppb"

	"serbench/gobench/pb"
)

// gob-proto-bench's shapes, as serbench's gpb datasets hold them: gob encodes these structs,
// protobuf the messages generated from serbench's gpb.proto (built from these in the setup).

type Tiny struct {
	TinyID  int64
	SomeStr string
}

type Medium struct {
	MediumID  int64
	FirstName string
	LastName  string
	Balance   float64
	CreatedAt time.Time
	Tiny      Tiny
}

type Big struct {
	BigID        int64
	Age          uint64
	Country      string
	CountryBytes []byte
	CreatedAt    time.Time
	UpdatedAt    time.Time
	DeletedAt    time.Time
	Tiny         Tiny
	Medium       Medium
}

type Huge struct {
	Bigs50   []Big
	Bigs256  []Big
	Bigs1024 []Big
}

// ComplexMap is the "huge complex map": keys "0".."49".
type ComplexMap map[string]Huge

// Fixed in place of the study's time.Now() calls (serbench's StudyValues), nanoseconds included.
var (
	gpbCreatedAt = time.Date(2023, 4, 20, 10, 15, 30, 123456789, time.UTC)
	gpbUpdatedAt = time.Date(2023, 4, 21, 11, 16, 31, 987654321, time.UTC)
	gpbDeletedAt = time.Date(2023, 4, 22, 12, 17, 32, 1, time.UTC)
)

func newTiny() Tiny {
	return Tiny{TinyID: 1, SomeStr: "foo bar"}
}

func newGpbMedium() Medium {
	return Medium{MediumID: 1, FirstName: "foo", LastName: "bar", Balance: 10.24, CreatedAt: gpbCreatedAt, Tiny: newTiny()}
}

func newGpbBig() Big {
	return Big{BigID: 1, Age: 26, Country: "Ukraine", CountryBytes: []byte("Ukraine"), CreatedAt: gpbCreatedAt,
		UpdatedAt: gpbUpdatedAt, DeletedAt: gpbDeletedAt, Tiny: newTiny(), Medium: newGpbMedium()}
}

func repeat[T any](n int, item func() T) []T {
	s := make([]T, n)
	for i := range s {
		s[i] = item()
	}
	return s
}

func newHuge() Huge {
	return Huge{Bigs50: repeat(50, newGpbBig), Bigs256: repeat(256, newGpbBig), Bigs1024: repeat(1024, newGpbBig)}
}

func newComplexMap() ComplexMap {
	m := make(ComplexMap, 50)
	for i := 0; i < 50; i++ {
		m[strconv.Itoa(i)] = newHuge()
	}
	return m
}

func tinyProto(t *Tiny) *pb.GpbTiny {
	return &pb.GpbTiny{TinyId: t.TinyID, SomeStr: t.SomeStr}
}

func mediumProto(m *Medium) *pb.GpbMedium {
	return &pb.GpbMedium{MediumId: m.MediumID, FirstName: m.FirstName, LastName: m.LastName, Balance: m.Balance,
		CreatedAt: timestamppb.New(m.CreatedAt), Tiny: tinyProto(&m.Tiny)}
}

func bigProto(b *Big) *pb.GpbBig {
	return &pb.GpbBig{BigId: b.BigID, Age: b.Age, Country: b.Country, CountryUtf8: b.CountryBytes,
		CreatedAt: timestamppb.New(b.CreatedAt), UpdatedAt: timestamppb.New(b.UpdatedAt),
		DeletedAt: timestamppb.New(b.DeletedAt), Tiny: tinyProto(&b.Tiny), Medium: mediumProto(&b.Medium)}
}

func bigsProto(bigs []Big) []*pb.GpbBig {
	out := make([]*pb.GpbBig, len(bigs))
	for i := range bigs {
		out[i] = bigProto(&bigs[i])
	}
	return out
}

func hugeProto(h *Huge) *pb.GpbHuge {
	return &pb.GpbHuge{Bigs50: bigsProto(h.Bigs50), Bigs256: bigsProto(h.Bigs256), Bigs1024: bigsProto(h.Bigs1024)}
}

func complexProto(c ComplexMap) *pb.GpbComplex {
	huges := make(map[string]*pb.GpbHuge, len(c))
	for k, h := range c {
		h := h
		huges[k] = hugeProto(&h)
	}
	return &pb.GpbComplex{Huges: huges}
}

func tinyListProto(s []Tiny) *pb.GpbTinyList {
	items := make([]*pb.GpbTiny, len(s))
	for i := range s {
		items[i] = tinyProto(&s[i])
	}
	return &pb.GpbTinyList{Items: items}
}

func mediumListProto(s []Medium) *pb.GpbMediumList {
	items := make([]*pb.GpbMedium, len(s))
	for i := range s {
		items[i] = mediumProto(&s[i])
	}
	return &pb.GpbMediumList{Items: items}
}

func bigListProto(s []Big) *pb.GpbBigList {
	return &pb.GpbBigList{Items: bigsProto(s)}
}

func hugeListProto(s []Huge) *pb.GpbHugeList {
	items := make([]*pb.GpbHuge, len(s))
	for i := range s {
		items[i] = hugeProto(&s[i])
	}
	return &pb.GpbHugeList{Items: items}
}

func complexListProto(s []ComplexMap) *pb.GpbComplexList {
	items := make([]*pb.GpbComplex, len(s))
	for i := range s {
		items[i] = complexProto(s[i])
	}
	return &pb.GpbComplexList{Items: items}
}
