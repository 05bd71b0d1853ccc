# The timestamp every family shares, imported by person, structs and gpb.
@0xb7773955b221b59e;

# Imported relatively (this folder keeps a copy of capnproto-java's java.capnp), so that
# `capnp decode` reads these schemas without -I.
using Java = import "java.capnp";
$Java.package("dev.serbench.schemas.capnp");
$Java.outerClassname("TimestampCapnp");

# Seconds and nanoseconds since 1970-01-01T00:00:00Z, as protobuf's Timestamp: nanoseconds since
# 1970 in one Int64 cannot hold Go's zero time 0001-01-01T00:00:00Z, which these datasets use.
struct Timestamp {
  seconds @0 :Int64;
  nanos @1 :Int32;
}
