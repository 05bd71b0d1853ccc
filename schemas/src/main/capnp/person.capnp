# The person struct of alecthomas/go_serialization_benchmarks.
@0x9fca58cdf6b30527;

# java.capnp and timestamp.capnp sit next to this file: `capnp decode person.capnp Person` needs no -I.
using Java = import "java.capnp";
$Java.package("dev.serbench.schemas.capnp");
$Java.outerClassname("PersonCapnp");

using import "timestamp.capnp".Timestamp;

struct Person {
  name @0 :Text;
  birthDay @1 :Timestamp;
  # Nanosecond precision needs seconds + nanos: the Timestamp struct of timestamp.capnp.
  phone @2 :Text;
  siblings @3 :Int32;
  spouse @4 :Bool;
  money @5 :Float64;
}
