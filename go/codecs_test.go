package gobench

import (
	"bytes"
	"encoding/gob"
	"encoding/json"
	"testing"
)

// codec is one Go serializer as the studies call it.
type codec struct {
	name      string
	marshal   func(v any) ([]byte, error)
	unmarshal func(data []byte, v any) error
}

// gobCodec is gob as the studies use it: a new Encoder on a fresh buffer per message and a new
// Decoder per message, so every message carries gob's type descriptors (one-shot streams).
var gobCodec = codec{name: "Gob", marshal: func(v any) ([]byte, error) {
	var buf bytes.Buffer
	err := gob.NewEncoder(&buf).Encode(v)
	return buf.Bytes(), err
}, unmarshal: func(data []byte, v any) error {
	return gob.NewDecoder(bytes.NewReader(data)).Decode(v)
}}

var jsonCodec = codec{name: "JSON", marshal: json.Marshal, unmarshal: json.Unmarshal}

// benchEncode times c.marshal(v); B/serial is the encoded size.
func benchEncode(b *testing.B, c codec, v any) {
	b.ReportAllocs()
	b.ResetTimer()
	size := 0
	for i := 0; i < b.N; i++ {
		data, err := c.marshal(v)
		if err != nil {
			b.Fatal(err)
		}
		size = len(data)
	}
	b.ReportMetric(float64(size), "B/serial")
}

// benchDecode times c.unmarshal into a fresh T, declared inside the loop as the studies do.
func benchDecode[T any](b *testing.B, c codec, v T) {
	data, err := c.marshal(v)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var out T
		if err := c.unmarshal(data, &out); err != nil {
			b.Fatal(err)
		}
	}
}

// benchCase is one value shape under one sub-benchmark name; the value is built outside the timer.
type benchCase struct {
	name    string
	dataset string
	encode  func(b *testing.B, c codec)
	decode  func(b *testing.B, c codec)
}

func newCase[T any](name, dataset string, build func() T) benchCase {
	return benchCase{name: name, dataset: dataset,
		encode: func(b *testing.B, c codec) { benchEncode(b, c, build()) },
		decode: func(b *testing.B, c codec) { benchDecode(b, c, build()) }}
}

// skipUnlessRan skips a benchmark none of whose cases was selected: without sub-benchmarks Go
// would time the parent as a benchmark of its own.
func skipUnlessRan(b *testing.B, ran bool) {
	if !ran {
		b.Skip("no selected dataset")
	}
}

// runCases runs every selected case with every codec, as sub-benchmarks named by name(case, codec).
func runCases(b *testing.B, cases []benchCase, codecs []codec, encode bool, name func(benchCase, codec) string) {
	ran := false
	defer func() { skipUnlessRan(b, ran) }()
	for _, bc := range cases {
		if !selected(bc.dataset) {
			continue
		}
		ran = true
		for _, c := range codecs {
			bc, c := bc, c
			b.Run(name(bc, c), func(b *testing.B) {
				if encode {
					bc.encode(b, c)
				} else {
					bc.decode(b, c)
				}
			})
		}
	}
}
