# Fields declared out of ordinal order, to exercise hole filling.
@0xd7e8f9a0b1c2d3e4;

using Java = import "/capnp/java.capnp";
$Java.package("dev.serbench.capnp.test.layouts");
$Java.outerClassname("Layouts");

enum Level {
  low @0;
  high @1;
}

struct Mixed {
  flag @3 :Bool;
  count @0 :UInt8;
  level @5 :Level;
  ratio @1 :Float32;
  total @2 :Int64;
  label @4 :Text;
  small @6 :Int16;
  nothing @7 :Void;
  other @8 :Bool;
}

struct Bits {
  b5 @5 :Bool;
  b0 @0 :Bool;
  i8 @2 :Int8;
  b1 @1 :Bool;
  f32 @4 :Float32;
  i16 @3 :Int16;
  tail @6 :UInt8;
  ptr @7 :Data;
}

struct Wide {
  names @2 :List(Text);
  a @1 :Int64;
  b @0 :Int32;
  c @3 :UInt16;
  d @4 :Int32;
  e @5 :Level;
  child @6 :Wide;
  f @7 :Int8;
}

struct Empty {
}

struct OnlyVoid {
  v @0 :Void;
}
