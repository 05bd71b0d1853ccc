# gob-proto-bench's Tiny, Medium, Big, Huge and complex map, and their lists.
@0x8768eee4a90f3aa5;

using Java = import "java.capnp";
$Java.package("dev.serbench.schemas.capnp");
$Java.outerClassname("GpbCapnp");

using import "timestamp.capnp".Timestamp;

struct GpbTiny {
  tinyId @0 :Int64;
  someStr @1 :Text;
}

struct GpbMedium {
  mediumId @0 :Int64;
  firstName @1 :Text;
  lastName @2 :Text;
  balance @3 :Float64;
  createdAt @4 :Timestamp;
  tiny @5 :GpbTiny;
}

struct GpbBig {
  bigId @0 :Int64;
  age @1 :UInt64;
  # Go's uint64: Cap'n Proto has unsigned 64-bit integers (Java reads the same bits as a long).
  country @2 :Text;
  countryBytes @3 :Data;
  # The UTF-8 bytes of the country name, as Data.
  createdAt @4 :Timestamp;
  updatedAt @5 :Timestamp;
  deletedAt @6 :Timestamp;
  tiny @7 :GpbTiny;
  medium @8 :GpbMedium;
}

struct GpbHuge {
  bigs50 @0 :List(GpbBig);
  bigs256 @1 :List(GpbBig);
  bigs1024 @2 :List(GpbBig);
}

# One entry of map[string]Huge: Cap'n Proto has no maps, so a map is a list of key/value structs
# (entry order carries no meaning).
struct HugeEntry {
  key @0 :Text;
  value @1 :GpbHuge;
}

struct GpbComplex {
  huges @0 :List(HugeEntry);
}

struct GpbTinyList {
  items @0 :List(GpbTiny);
}

struct GpbMediumList {
  items @0 :List(GpbMedium);
}

struct GpbBigList {
  items @0 :List(GpbBig);
}

struct GpbHugeList {
  items @0 :List(GpbHuge);
}

struct GpbComplexList {
  items @0 :List(GpbComplex);
}
