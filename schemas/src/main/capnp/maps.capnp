# The "gob vs json" study's map[int64]float64 and its list.
@0x92816385e20d75e0;

using Java = import "java.capnp";
$Java.package("dev.serbench.schemas.capnp");
$Java.outerClassname("MapsCapnp");

# Cap'n Proto has no maps: a map is a list of key/value structs (entry order carries no meaning).
struct LongDoubleEntry {
  key @0 :Int64;
  value @1 :Float64;
}

struct NumberMap {
  entries @0 :List(LongDoubleEntry);
}

struct NumberMapList {
  maps @0 :List(NumberMap);
}
