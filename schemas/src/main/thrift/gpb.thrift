// gob-proto-bench's Tiny, Medium, Big, Huge and complex map, and their lists.
include "timestamp.thrift"

namespace java dev.serbench.schemas.thrift

struct GpbTinyThrift {
  1: i64 tinyId
  2: string someStr
}

struct GpbMediumThrift {
  1: i64 mediumId
  2: string firstName
  3: string lastName
  4: double balance
  5: timestamp.Timestamp createdAt
  6: GpbTinyThrift tiny
}

struct GpbBigThrift {
  1: i64 bigId
  // Go's uint64: Thrift has no unsigned integers, so an i64 carries the same 64 bits.
  2: i64 age
  3: string country
  // The UTF-8 bytes of the country name, as binary.
  4: binary countryUtf8
  5: timestamp.Timestamp createdAt
  6: timestamp.Timestamp updatedAt
  7: timestamp.Timestamp deletedAt
  8: GpbTinyThrift tiny
  9: GpbMediumThrift medium
}

struct GpbHugeThrift {
  1: list<GpbBigThrift> bigs50
  2: list<GpbBigThrift> bigs256
  3: list<GpbBigThrift> bigs1024
}

// map[string]Huge as a Thrift map (entry order carries no meaning).
struct GpbComplexThrift {
  1: map<string, GpbHugeThrift> huges
}

struct GpbTinyListThrift {
  1: list<GpbTinyThrift> items
}

struct GpbMediumListThrift {
  1: list<GpbMediumThrift> items
}

struct GpbBigListThrift {
  1: list<GpbBigThrift> items
}

struct GpbHugeListThrift {
  1: list<GpbHugeThrift> items
}

struct GpbComplexListThrift {
  1: list<GpbComplexThrift> items
}
