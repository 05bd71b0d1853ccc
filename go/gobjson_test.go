package gobench

import (
	"encoding/gob"
	"testing"
)

// The "gob vs json" study's benchmarks, under its names.

func init() {
	// The study registers every struct and slice type with gob.
	for _, v := range []any{SmallStruct{}, MediumStruct{}, BigStruct{}, []SmallStruct{}, []MediumStruct{},
		[]BigStruct{}, []*SmallStruct{}, []*MediumStruct{}, []*BigStruct{}} {
		gob.Register(v)
	}
}

var studyCodecs = []codec{gobCodec, jsonCodec}

var singleStructs = []benchCase{
	newCase("small", "small", func() SmallStruct { return newSmall(1) }),
	newCase("medium", "medium", func() MediumStruct { return newMedium(1) }),
	newCase("big", "big", func() BigStruct { return newBig(1) }),
}

var sliceStructs = []benchCase{
	newCase("small", "small-list-100", func() []SmallStruct { return smallSlice(100) }),
	newCase("medium", "medium-list-100", func() []MediumStruct { return mediumSlice(100) }),
	newCase("big", "big-list-100", func() []BigStruct { return bigSlice(100) }),
}

var sliceStructPointers = []benchCase{
	newCase("small", "small-list-100", func() []*SmallStruct { return pointers(smallSlice(100)) }),
	newCase("medium", "medium-list-100", func() []*MediumStruct { return pointers(mediumSlice(100)) }),
	newCase("big", "big-list-100", func() []*BigStruct { return pointers(bigSlice(100)) }),
}

func mapCases() []benchCase {
	var cases []benchCase
	for _, keys := range mapKeys {
		keys := keys
		cases = append(cases, newCase(itoa(keys), "map-"+itoa(keys), func() map[int64]float64 { return numberMap(keys) }))
	}
	return cases
}

func sliceMapBenchCases() []benchCase {
	var cases []benchCase
	for _, s := range sliceMapCases {
		s := s
		cases = append(cases, newCase(s.name, s.dataset, func() []map[int64]float64 { return numberMaps(s.maps, s.keys) }))
	}
	return cases
}

func structName(bc benchCase, c codec) string { return "algo=" + c.name + ":struct_size=" + bc.name }
func sliceName(bc benchCase, c codec) string  { return structName(bc, c) + ":len=100" }
func mapName(bc benchCase, c codec) string    { return "algo=" + c.name + ":key=" + bc.name }

func BenchmarkEncodeSingleStruct(b *testing.B) {
	runCases(b, singleStructs, studyCodecs, true, structName)
}

func BenchmarkDecodeSingleStruct(b *testing.B) {
	runCases(b, singleStructs, studyCodecs, false, structName)
}

func BenchmarkEncodeSliceStruct(b *testing.B) {
	runCases(b, sliceStructs, studyCodecs, true, sliceName)
}

func BenchmarkDecodeSliceStruct(b *testing.B) {
	runCases(b, sliceStructs, studyCodecs, false, sliceName)
}

func BenchmarkEncodeSliceStructPointer(b *testing.B) {
	runCases(b, sliceStructPointers, studyCodecs, true, sliceName)
}

func BenchmarkDecodeSliceStructPointer(b *testing.B) {
	runCases(b, sliceStructPointers, studyCodecs, false, sliceName)
}

func BenchmarkEncodeMap(b *testing.B) {
	runCases(b, mapCases(), studyCodecs, true, mapName)
}

func BenchmarkDecodeMap(b *testing.B) {
	runCases(b, mapCases(), studyCodecs, false, mapName)
}

func BenchmarkEncodeSliceMap(b *testing.B) {
	runCases(b, sliceMapBenchCases(), studyCodecs, true, mapName)
}

func BenchmarkDecodeSliceMap(b *testing.B) {
	runCases(b, sliceMapBenchCases(), studyCodecs, false, mapName)
}
