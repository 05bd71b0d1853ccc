// alecthomas/go_serialization_benchmarks' SmallStruct.
include "timestamp.thrift"

namespace java dev.serbench.schemas.thrift

struct PersonThrift {
  1: string name
  2: timestamp.Timestamp birthDay
  3: string phone
  4: i32 siblings
  5: bool spouse
  6: double money
}
