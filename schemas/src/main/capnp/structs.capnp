# The "gob vs json" study's Small, Medium and Big structs and their lists.
@0xa5ec46de589040d4;

using Java = import "java.capnp";
$Java.package("dev.serbench.schemas.capnp");
$Java.outerClassname("StructsCapnp");

using import "timestamp.capnp".Timestamp;

struct Small {
  id @0 :Int64;
  name @1 :Text;
}

# Optional strings (field2, field3) are null pointers when absent (hasField2() is false); a present
# "" is a non-null pointer to an empty Text and reads back as "".
struct Medium {
  id @0 :Int64;
  name @1 :Text;
  createdAt @2 :Timestamp;
  updatedAt @3 :Timestamp;
  field1 @4 :Text;
  field2 @5 :Text;
  field3 @6 :Text;
  field4 @7 :Float64;
  small @8 :Small;
}

# Optional fields (field2, field3, medium3) are null pointers when absent.
struct Big {
  id @0 :Int64;
  name @1 :Text;
  createdAt @2 :Timestamp;
  updatedAt @3 :Timestamp;
  field1 @4 :Text;
  field2 @5 :Text;
  field3 @6 :Text;
  field4 @7 :Float64;
  medium1 @8 :Medium;
  medium2 @9 :Medium;
  medium3 @10 :Medium;
}

struct SmallList {
  items @0 :List(Small);
}

struct MediumList {
  items @0 :List(Medium);
}

struct BigList {
  items @0 :List(Big);
}
