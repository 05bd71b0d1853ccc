// The "gob vs json" study's Small, Medium and Big structs and their lists.
include "timestamp.thrift"

namespace java dev.serbench.schemas.thrift

struct Small {
  1: i64 id
  2: string name
}

// Optional strings (field2, field3) are unset when absent; a present "" is written and reads back as "".
struct Medium {
  1: i64 id
  2: string name
  3: timestamp.Timestamp createdAt
  4: timestamp.Timestamp updatedAt
  5: string field1
  6: optional string field2
  7: optional string field3
  8: double field4
  9: Small small
}

// Optional fields (field2, field3, medium3) are unset when absent.
struct Big {
  1: i64 id
  2: string name
  3: timestamp.Timestamp createdAt
  4: timestamp.Timestamp updatedAt
  5: string field1
  6: optional string field2
  7: optional string field3
  8: double field4
  9: Medium medium1
  10: Medium medium2
  11: optional Medium medium3
}

struct SmallList {
  1: list<Small> items
}

struct MediumList {
  1: list<Medium> items
}

struct BigList {
  1: list<Big> items
}
