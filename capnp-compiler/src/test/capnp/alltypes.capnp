# Every construct the compiler supports, used by the round-trip and oracle tests.
@0xe5b3a8e1c2d4f601;

using Java = import "/capnp/java.capnp";
$Java.package("dev.serbench.capnp.test");
$Java.outerClassname("AllTypes");

const answer :Int32 = 42;
const bigUnsigned :UInt64 = 18446744073709551615;
const ratio :Float64 = -1.5;
const small :Float32 = 0.25;
const flag :Bool = true;
const tiny :Int8 = -128;
const wide :UInt16 = 65535;
const favourite :Color = darkOrange;
const nothing :Void = void;

enum Color {
  red @0;
  green @1;
  blue @2;
  darkOrange @3;
}

struct Primitives {
  voidField @0 :Void;
  boolField @1 :Bool;
  int8Field @2 :Int8;
  int16Field @3 :Int16;
  int32Field @4 :Int32;
  int64Field @5 :Int64;
  uInt8Field @6 :UInt8;
  uInt16Field @7 :UInt16;
  uInt32Field @8 :UInt32;
  uInt64Field @9 :UInt64;
  float32Field @10 :Float32;
  float64Field @11 :Float64;
  textField @12 :Text;
  dataField @13 :Data;
  colorField @14 :Color;
}

struct Defaults {
  boolField @0 :Bool = true;
  int8Field @1 :Int8 = -8;
  int16Field @2 :Int16 = 1600;
  int32Field @3 :Int32 = -32000000;
  int64Field @4 :Int64 = -9223372036854775808;
  uInt8Field @5 :UInt8 = 200;
  uInt16Field @6 :UInt16 = 0xffff;
  uInt32Field @7 :UInt32 = 4000000000;
  uInt64Field @8 :UInt64 = 18446744073709551615;
  float32Field @9 :Float32 = -1.5;
  float64Field @10 :Float64 = 2.5e10;
  colorField @11 :Color = blue;
  voidField @12 :Void = void;
  plainField @13 :Int32;
  octalField @14 :Int16 = 017;
  infField @15 :Float64 = inf;

  const limit :UInt32 = 4000000000;
}

struct Lists {
  voids @0 :List(Void);
  bools @1 :List(Bool);
  int8s @2 :List(Int8);
  int16s @3 :List(Int16);
  int32s @4 :List(Int32);
  int64s @5 :List(Int64);
  uInt8s @6 :List(UInt8);
  uInt16s @7 :List(UInt16);
  uInt32s @8 :List(UInt32);
  uInt64s @9 :List(UInt64);
  float32s @10 :List(Float32);
  float64s @11 :List(Float64);
  texts @12 :List(Text);
  datas @13 :List(Data);
  colors @14 :List(Color);
  structs @15 :List(Primitives);
  int32Lists @16 :List(List(Int32));
  textLists @17 :List(List(Text));
  structLists @18 :List(List(Primitives));
  colorListLists @19 :List(List(List(Color)));
}

struct Outer {
  struct Inner {
    enum Kind {
      alpha @0;
      beta @1;
      gammaRay @2;
    }
    value @0 :Int32;
    kind @1 :Kind = beta;
    label @2 :Text;
  }

  inner @0 :Inner;
  inners @1 :List(Inner);
  kinds @2 :List(Inner.Kind);
  next @3 :Outer;
  id @4 :UInt64;

  const version :Int16 = 3;
}
