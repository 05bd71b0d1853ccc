package gobench

import (
	"encoding/json"
	"testing"
)

// The payload-size study's benchmarks: MB/s counts message bytes (b.SetBytes).

func runEvents(b *testing.B, run func(b *testing.B, e *Event)) {
	ran := false
	defer func() { skipUnlessRan(b, ran) }()
	for _, size := range eventSizes {
		if !selected("event-" + size.name) {
			continue
		}
		ran = true
		size := size
		b.Run(size.name, func(b *testing.B) {
			e := newEvent(size.bytes)
			b.SetBytes(int64(size.bytes))
			b.ReportAllocs()
			run(b, &e)
		})
	}
}

func BenchmarkEncodeJSON(b *testing.B) {
	runEvents(b, func(b *testing.B, e *Event) {
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			if _, err := json.Marshal(e); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkDecodeJSON(b *testing.B) {
	runEvents(b, func(b *testing.B, e *Event) {
		data, err := json.Marshal(e)
		if err != nil {
			b.Fatal(err)
		}
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			var out Event
			if err := json.Unmarshal(data, &out); err != nil {
				b.Fatal(err)
			}
		}
	})
}

func BenchmarkEncodeBinary(b *testing.B) {
	runEvents(b, func(b *testing.B, e *Event) {
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			sink = marshalEventBinary(e)
		}
	})
}

func BenchmarkDecodeBinary(b *testing.B) {
	runEvents(b, func(b *testing.B, e *Event) {
		data := marshalEventBinary(e)
		b.ResetTimer()
		for i := 0; i < b.N; i++ {
			var out Event
			if err := unmarshalEventBinary(data, &out); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// sink keeps the compiler from dropping an encode whose result is unused.
var sink []byte
