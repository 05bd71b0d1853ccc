package gobench

import (
	"google.golang.org/protobuf/proto"
)

// goValue is what the Go programs hold for one serbench dataset: its values (value 0 first, as
// serbench's Datasets builds them) and, where a Go case uses protobuf, the message of a value.
type goValue struct {
	id     string
	values func() []any
	proto  func(v any) proto.Message
}

func one[T any](build func() T) func() []any {
	return func() []any { return []any{build()} }
}

func protoOf[T any](convert func(T) proto.Message) func(any) proto.Message {
	return func(v any) proto.Message { return convert(v.(T)) }
}

// goValues lists every serbench dataset the Go programs have a case for (all but media).
func goValues() []goValue {
	v := []goValue{
		{id: "person", values: func() []any {
			ps := persons()
			out := make([]any, len(ps))
			for i := range ps {
				out[i] = ps[i]
			}
			return out
		}, proto: protoOf(func(a A) proto.Message { return personProto(&a) })},
		{id: "small", values: one(func() SmallStruct { return newSmall(1) })},
		{id: "medium", values: one(func() MediumStruct { return newMedium(1) })},
		{id: "big", values: one(func() BigStruct { return newBig(1) })},
		{id: "small-list-100", values: one(func() []SmallStruct { return smallSlice(100) })},
		{id: "medium-list-100", values: one(func() []MediumStruct { return mediumSlice(100) })},
		{id: "big-list-100", values: one(func() []BigStruct { return bigSlice(100) })},
	}
	for _, keys := range mapKeys {
		keys := keys
		v = append(v, goValue{id: "map-" + itoa(keys), values: one(func() map[int64]float64 { return numberMap(keys) })})
	}
	for _, s := range sliceMapCases {
		s := s
		v = append(v, goValue{id: s.dataset, values: one(func() []map[int64]float64 { return numberMaps(s.maps, s.keys) })})
	}
	v = append(v,
		goValue{id: "gpb-tiny", values: one(newTiny), proto: protoOf(func(t Tiny) proto.Message { return tinyProto(&t) })},
		goValue{id: "gpb-medium", values: one(newGpbMedium),
			proto: protoOf(func(m Medium) proto.Message { return mediumProto(&m) })},
		goValue{id: "gpb-big", values: one(newGpbBig), proto: protoOf(func(b Big) proto.Message { return bigProto(&b) })},
		goValue{id: "gpb-huge", values: one(newHuge), proto: protoOf(func(h Huge) proto.Message { return hugeProto(&h) })},
		goValue{id: "gpb-complex", values: one(newComplexMap),
			proto: protoOf(func(c ComplexMap) proto.Message { return complexProto(c) })})
	for _, s := range gpbSliceCases {
		s := s
		v = append(v, goValue{id: s.dataset, values: func() []any { return []any{s.build()} }, proto: s.proto})
	}
	for _, e := range eventSizes {
		e := e
		v = append(v, goValue{id: "event-" + e.name, values: one(func() Event { return newEvent(e.bytes) })})
	}
	return v
}
