// The "gob vs json" study's map[int64]float64 and lists of it.
namespace java dev.serbench.schemas.thrift

// Thrift maps take i64 keys natively; entry order carries no meaning.
struct NumberMap {
  1: map<i64, double> entries
}

struct NumberMapList {
  1: list<NumberMap> maps
}
