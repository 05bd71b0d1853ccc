// The JSON-vs-binary payload study's Event: a fixed id and a message of a given size.
namespace java dev.serbench.schemas.thrift

struct EventThrift {
  1: i64 id
  2: string message
}
