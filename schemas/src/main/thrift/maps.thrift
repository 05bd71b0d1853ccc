// The "gob vs json" study's map[int64]float64 and lists of it.
namespace java dev.serbench.schemas.thrift

// Thrift maps take i64 keys natively; entry order carries no meaning.
struct NumberMapThrift {
  1: map<i64, double> entries
}

struct NumberMapListThrift {
  1: list<NumberMapThrift> maps
}
