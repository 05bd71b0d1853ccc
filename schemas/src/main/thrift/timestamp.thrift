// The timestamp every family shares, included by person.thrift, structs.thrift and gpb.thrift.
namespace java dev.serbench.schemas.thrift

// Seconds and nanoseconds since 1970-01-01T00:00:00Z, as protobuf's Timestamp: Thrift has no
// timestamp type, and nanoseconds since 1970 in one i64 cannot hold Go's zero time (year 1).
struct Timestamp {
  1: i64 seconds
  2: i32 nanos
}
