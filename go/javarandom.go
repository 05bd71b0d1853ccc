package gobench

// javaRandom is java.util.Random's generator (a 48-bit linear congruential generator), so that the
// person values are the ones serbench builds from the same seed.
type javaRandom struct{ seed int64 }

const (
	javaMultiplier = 0x5DEECE66D
	javaAddend     = 0xB
	javaMask       = (int64(1) << 48) - 1
)

func newJavaRandom(seed int64) *javaRandom {
	return &javaRandom{seed: (seed ^ javaMultiplier) & javaMask}
}

func (r *javaRandom) next(bits uint) int32 {
	r.seed = (r.seed*javaMultiplier + javaAddend) & javaMask
	return int32(r.seed >> (48 - bits))
}

// nextInt is Random.nextInt(bound), rejection loop included.
func (r *javaRandom) nextInt(bound int32) int32 {
	x := r.next(31)
	m := bound - 1
	if bound&m == 0 {
		return int32((int64(bound) * int64(x)) >> 31)
	}
	for u := x; ; u = r.next(31) {
		x = u % bound
		if u-x+m >= 0 {
			return x
		}
	}
}

func (r *javaRandom) nextDouble() float64 {
	return float64(int64(r.next(26))<<27+int64(r.next(27))) * (1.0 / (1 << 53))
}

func (r *javaRandom) nextBoolean() bool {
	return r.next(1) != 0
}
