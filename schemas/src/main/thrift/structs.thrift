// The "gob vs json" study's Small, Medium and Big structs and their lists.
include "timestamp.thrift"

namespace java dev.serbench.schemas.thrift

struct SmallThrift {
  1: i64 id
  2: string name
}

// Optional strings (field2, field3) are unset when absent; a present "" is written and reads back as "".
struct MediumThrift {
  1: i64 id
  2: string name
  3: timestamp.Timestamp createdAt
  4: timestamp.Timestamp updatedAt
  5: string field1
  6: optional string field2
  7: optional string field3
  8: double field4
  9: SmallThrift small
}

// Optional fields (field2, field3, medium3) are unset when absent.
struct BigThrift {
  1: i64 id
  2: string name
  3: timestamp.Timestamp createdAt
  4: timestamp.Timestamp updatedAt
  5: string field1
  6: optional string field2
  7: optional string field3
  8: double field4
  9: MediumThrift medium1
  10: MediumThrift medium2
  11: optional MediumThrift medium3
}

struct SmallListThrift {
  1: list<SmallThrift> items
}

struct MediumListThrift {
  1: list<MediumThrift> items
}

struct BigListThrift {
  1: list<BigThrift> items
}
