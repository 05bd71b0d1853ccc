package gobench

import (
	"strconv"

	"google.golang.org/protobuf/proto"
)

func itoa(i int) string { return strconv.Itoa(i) }

// mapKeys are the "gob vs json" study's EncodeMap/DecodeMap sizes (serbench map-<keys>).
var mapKeys = []int{10, 50, 100, 1000}

// sliceMapCases are the study's SliceMap cases (sub-benchmark key=<name>); key=100:len=10 and
// key=1000:len=10 really built 100 maps of 100 keys and 1000 maps of 1000 keys, and serbench's
// datasets say so.
var sliceMapCases = []struct {
	name       string
	dataset    string
	maps, keys int
}{
	{"10:len=10", "map-list-10x10", 10, 10},
	{"10:len=1000", "map-list-1000x10", 1000, 10},
	{"100:len=10", "map-list-100x100", 100, 100},
	{"1000:len=10", "map-list-1000x1000", 1000, 1000},
}

// gpbSliceCases are gob-proto-bench's slices (tiny 5, medium 10, big 50, huge 50) and the complex
// map slice, here with 10 items for gob and protobuf alike (the study gave protobuf 50).
var gpbSliceCases = []struct {
	name    string
	dataset string
	build   func() any
	proto   func(any) proto.Message
}{
	{"tiny", "gpb-tiny-list-5", func() any { return repeat(5, newTiny) },
		protoOf(func(s []Tiny) proto.Message { return tinyListProto(s) })},
	{"medium", "gpb-medium-list-10", func() any { return repeat(10, newGpbMedium) },
		protoOf(func(s []Medium) proto.Message { return mediumListProto(s) })},
	{"big", "gpb-big-list-50", func() any { return repeat(50, newGpbBig) },
		protoOf(func(s []Big) proto.Message { return bigListProto(s) })},
	{"huge", "gpb-huge-list-50", func() any { return repeat(50, newHuge) },
		protoOf(func(s []Huge) proto.Message { return hugeListProto(s) })},
	{"huge_complex_map_slice", "gpb-complex-list-10", func() any { return repeat(10, newComplexMap) },
		protoOf(func(s []ComplexMap) proto.Message { return complexListProto(s) })},
}
