// gob-proto-bench's Tiny, Medium, Big, Huge and complex map, and their lists.
include "timestamp.thrift"

namespace java dev.serbench.schemas.thrift

struct GpbTiny {
  1: i64 tinyId
  2: string someStr
}

struct GpbMedium {
  1: i64 mediumId
  2: string firstName
  3: string lastName
  4: double balance
  5: timestamp.Timestamp createdAt
  6: GpbTiny tiny
}

struct GpbBig {
  1: i64 bigId
  // Go's uint64: Thrift has no unsigned integers, so an i64 carries the same 64 bits.
  2: i64 age
  3: string country
  // The UTF-8 bytes of the country name, as binary.
  4: binary countryUtf8
  5: timestamp.Timestamp createdAt
  6: timestamp.Timestamp updatedAt
  7: timestamp.Timestamp deletedAt
  8: GpbTiny tiny
  9: GpbMedium medium
}

struct GpbHuge {
  1: list<GpbBig> bigs50
  2: list<GpbBig> bigs256
  3: list<GpbBig> bigs1024
}

// map[string]Huge as a Thrift map (entry order carries no meaning).
struct GpbComplex {
  1: map<string, GpbHuge> huges
}

struct GpbTinyList {
  1: list<GpbTiny> items
}

struct GpbMediumList {
  1: list<GpbMedium> items
}

struct GpbBigList {
  1: list<GpbBig> items
}

struct GpbHugeList {
  1: list<GpbHuge> items
}

struct GpbComplexList {
  1: list<GpbComplex> items
}
