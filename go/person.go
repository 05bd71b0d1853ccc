package gobench

import "time"

//go:generate msgp -file person.go -o person_msgp.go -io=false -tests=false

// A is alecthomas/go_serialization_benchmarks' struct. This file holds only A: msgp generates code
// for every type in it (person_msgp.go, at build time).
type A struct {
	Name     string
	BirthDay time.Time
	Phone    string
	Siblings int
	Spouse   bool
	Money    float64
}
