package gobench

import (
	"testing"

	"google.golang.org/protobuf/proto"
)

// RSheremeta/gob-proto-bench's benchmarks, under its names: gob (one-shot streams, as in the study)
// and golang protobuf on messages prepared in the setup.

type gpbCase struct {
	name      string // the study's struct_size
	protoName string // the Proto sub-benchmark's struct_size, when it differs
	dataset   string
	gob       benchCase
	message   func() proto.Message
}

func gpbSingles() []gpbCase {
	return []gpbCase{
		{name: "tiny", dataset: "gpb-tiny", gob: newCase("", "", newTiny),
			message: func() proto.Message { t := newTiny(); return tinyProto(&t) }},
		{name: "medium", dataset: "gpb-medium", gob: newCase("", "", newGpbMedium),
			message: func() proto.Message { m := newGpbMedium(); return mediumProto(&m) }},
		{name: "big", dataset: "gpb-big", gob: newCase("", "", newGpbBig),
			message: func() proto.Message { g := newGpbBig(); return bigProto(&g) }},
		{name: "huge", dataset: "gpb-huge", gob: newCase("", "", newHuge),
			message: func() proto.Message { h := newHuge(); return hugeProto(&h) }},
	}
}

var gpbComplex = []gpbCase{{name: "huge_complex_map", dataset: "gpb-complex", gob: newCase("", "", newComplexMap),
	message: func() proto.Message { return complexProto(newComplexMap()) }}}

func gpbSlices() []gpbCase {
	return []gpbCase{
		{name: "tiny", dataset: "gpb-tiny-list-5", gob: newCase("", "", func() []Tiny { return repeat(5, newTiny) }),
			message: func() proto.Message { return tinyListProto(repeat(5, newTiny)) }},
		{name: "medium", dataset: "gpb-medium-list-10",
			gob:     newCase("", "", func() []Medium { return repeat(10, newGpbMedium) }),
			message: func() proto.Message { return mediumListProto(repeat(10, newGpbMedium)) }},
		{name: "big", dataset: "gpb-big-list-50", gob: newCase("", "", func() []Big { return repeat(50, newGpbBig) }),
			message: func() proto.Message { return bigListProto(repeat(50, newGpbBig)) }},
		{name: "huge", dataset: "gpb-huge-list-50", gob: newCase("", "", func() []Huge { return repeat(50, newHuge) }),
			message: func() proto.Message { return hugeListProto(repeat(50, newHuge)) }},
	}
}

// The study's complex-map slice gave protobuf 50 items and gob 10; here both get 10, and the Proto
// case has a name of its own so that it is not read as the study's.
var gpbComplexSlice = []gpbCase{{name: "huge_complex_map_slice", protoName: "huge_complex_map_slice_10",
	dataset: "gpb-complex-list-10", gob: newCase("", "", func() []ComplexMap { return repeat(10, newComplexMap) }),
	message: func() proto.Message { return complexListProto(repeat(10, newComplexMap)) }}}

func runGpb(b *testing.B, cases []gpbCase, encode bool) {
	ran := false
	defer func() { skipUnlessRan(b, ran) }()
	for _, gc := range cases {
		if !selected(gc.dataset) {
			continue
		}
		ran = true
		gc := gc
		b.Run("type=GOB_struct_size="+gc.name, func(b *testing.B) {
			if encode {
				gc.gob.encode(b, gobCodec)
			} else {
				gc.gob.decode(b, gobCodec)
			}
		})
		protoName := gc.protoName
		if protoName == "" {
			protoName = gc.name
		}
		b.Run("type=Proto_struct_size="+protoName, func(b *testing.B) {
			if encode {
				benchProtoEncode(b, gc.message())
			} else {
				benchProtoDecode(b, gc.message())
			}
		})
	}
}

func benchProtoEncode(b *testing.B, m proto.Message) {
	b.ReportAllocs()
	b.ResetTimer()
	size := 0
	for i := 0; i < b.N; i++ {
		data, err := proto.Marshal(m)
		if err != nil {
			b.Fatal(err)
		}
		size = len(data)
	}
	b.ReportMetric(float64(size), "B/serial")
}

func benchProtoDecode(b *testing.B, m proto.Message) {
	data, err := proto.Marshal(m)
	if err != nil {
		b.Fatal(err)
	}
	messageType := m.ProtoReflect().Type()
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if err := proto.Unmarshal(data, messageType.New().Interface()); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkEncodeSingle(b *testing.B)           { runGpb(b, gpbSingles(), true) }
func BenchmarkDecodeSingle(b *testing.B)           { runGpb(b, gpbSingles(), false) }
func BenchmarkEncodeSingleComplexMap(b *testing.B) { runGpb(b, gpbComplex, true) }
func BenchmarkDecodeSingleComplexMap(b *testing.B) { runGpb(b, gpbComplex, false) }
func BenchmarkEncodeSlice(b *testing.B)            { runGpb(b, gpbSlices(), true) }
func BenchmarkDecodeSlice(b *testing.B)            { runGpb(b, gpbSlices(), false) }
func BenchmarkEncodeSliceComplexMap(b *testing.B)  { runGpb(b, gpbComplexSlice, true) }
func BenchmarkDecodeSliceComplexMap(b *testing.B)  { runGpb(b, gpbComplexSlice, false) }
