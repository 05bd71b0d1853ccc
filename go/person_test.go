package gobench

import (
	"testing"

	"google.golang.org/protobuf/proto"

	"serbench/gobench/pb"
)

// alecthomas/go_serialization_benchmarks' benchmarks, under its names: each operation takes the
// next of the 16 person values; B/serial is the mean encoded size.

func benchMarshalPersons(b *testing.B, marshal func(i int) ([]byte, error)) {
	if !selected("person") {
		b.Skip("person not selected")
	}
	b.ReportAllocs()
	b.ResetTimer()
	size := 0
	for i := 0; i < b.N; i++ {
		data, err := marshal(i % personValues)
		if err != nil {
			b.Fatal(err)
		}
		size += len(data)
	}
	b.ReportMetric(float64(size)/float64(b.N), "B/serial")
}

func benchUnmarshalPersons(b *testing.B, marshal func(i int) ([]byte, error), unmarshal func(data []byte) error) {
	if !selected("person") {
		b.Skip("person not selected")
	}
	encoded := make([][]byte, personValues)
	for i := range encoded {
		data, err := marshal(i)
		if err != nil {
			b.Fatal(err)
		}
		encoded[i] = data
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := unmarshal(encoded[i%personValues]); err != nil {
			b.Fatal(err)
		}
	}
}

var benchPersons = persons()

func personMarshal(c codec) func(i int) ([]byte, error) {
	return func(i int) ([]byte, error) { return c.marshal(&benchPersons[i]) }
}

func personUnmarshal(c codec) func(data []byte) error {
	return func(data []byte) error {
		var out A
		return c.unmarshal(data, &out)
	}
}

func BenchmarkJsonMarshal(b *testing.B) { benchMarshalPersons(b, personMarshal(jsonCodec)) }
func BenchmarkJsonUnmarshal(b *testing.B) {
	benchUnmarshalPersons(b, personMarshal(jsonCodec), personUnmarshal(jsonCodec))
}
func BenchmarkGobMarshal(b *testing.B) { benchMarshalPersons(b, personMarshal(gobCodec)) }
func BenchmarkGobUnmarshal(b *testing.B) {
	benchUnmarshalPersons(b, personMarshal(gobCodec), personUnmarshal(gobCodec))
}

func BenchmarkMsgpMarshal(b *testing.B) {
	benchMarshalPersons(b, func(i int) ([]byte, error) { return benchPersons[i].MarshalMsg(nil) })
}

func BenchmarkMsgpUnmarshal(b *testing.B) {
	benchUnmarshalPersons(b, func(i int) ([]byte, error) { return benchPersons[i].MarshalMsg(nil) },
		func(data []byte) error {
			var out A
			_, err := out.UnmarshalMsg(data)
			return err
		})
}

// Golang protobuf encodes messages built from the values in the setup (serbench's person.proto).
var benchPersonMessages = func() []*pb.Person {
	out := make([]*pb.Person, personValues)
	for i := range out {
		out[i] = personProto(&benchPersons[i])
	}
	return out
}()

func personProtoMarshal(i int) ([]byte, error) { return proto.Marshal(benchPersonMessages[i]) }

func BenchmarkGoprotobufMarshal(b *testing.B) { benchMarshalPersons(b, personProtoMarshal) }
func BenchmarkGoprotobufUnmarshal(b *testing.B) {
	benchUnmarshalPersons(b, personProtoMarshal, func(data []byte) error { return proto.Unmarshal(data, &pb.Person{}) })
}
