# The worked layout example; the outer class defaults to PersonCapnp (Person is taken).
@0xc2a4e6f8a1b3d5e7;

using Java = import "/capnp/java.capnp";
$Java.package("dev.serbench.capnp.test.person");

struct Person {
  name @0 :Text;
  birthDay @1 :Int64;
  phone @2 :Text;
  siblings @3 :Int32;
  spouse @4 :Bool;
  money @5 :Float64;
}
