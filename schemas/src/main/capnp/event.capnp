# The JSON-vs-binary payload study's Event: a fixed id and a message of a given size.
@0xc980f5696fe8eacc;

using Java = import "java.capnp";
$Java.package("dev.serbench.schemas.capnp");
$Java.outerClassname("EventCapnp");

struct Event {
  id @0 :Int64;
  message @1 :Text;
}
