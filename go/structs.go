package gobench

import "time"

// The "gob vs json" study's types, with its snake_case JSON tags.

type SmallStruct struct {
	ID   int64  `json:"id"`
	Name string `json:"name"`
}

type MediumStruct struct {
	ID          int64       `json:"id"`
	Name        string      `json:"name"`
	CreatedAt   time.Time   `json:"created_at"`
	UpdatedAt   time.Time   `json:"updated_at"`
	Field1      string      `json:"field1"`
	Field2      *string     `json:"field2"`
	Field3      *string     `json:"field3"`
	Field4      float64     `json:"field4"`
	SmallStruct SmallStruct `json:"small_struct"`
}

type BigStruct struct {
	ID            int64         `json:"id"`
	Name          string        `json:"name"`
	CreatedAt     time.Time     `json:"created_at"`
	UpdatedAt     time.Time     `json:"updated_at"`
	Field1        string        `json:"field1"`
	Field2        *string       `json:"field2"`
	Field3        *string       `json:"field3"`
	Field4        float64       `json:"field4"`
	MediumStruct1 MediumStruct  `json:"medium_struct_1"`
	MediumStruct2 MediumStruct  `json:"medium_struct_2"`
	MediumStruct3 *MediumStruct `json:"medium_struct_3"`
}

// The study's newSmall, newMedium and newBig: times are Go's zero time, Field2 points to "field2".

func newSmall(id int64) SmallStruct {
	return SmallStruct{ID: id, Name: "name"}
}

func newMedium(id int64) MediumStruct {
	field2 := "field2"
	return MediumStruct{ID: id, Name: "name", Field2: &field2, SmallStruct: newSmall(id)}
}

func newBig(id int64) BigStruct {
	field2 := "field2"
	medium3 := newMedium(3)
	return BigStruct{ID: id, Name: "name", Field2: &field2, MediumStruct1: newMedium(id), MediumStruct3: &medium3}
}

func smallSlice(n int) []SmallStruct {
	s := make([]SmallStruct, n)
	for i := range s {
		s[i] = newSmall(int64(i))
	}
	return s
}

func mediumSlice(n int) []MediumStruct {
	s := make([]MediumStruct, n)
	for i := range s {
		s[i] = newMedium(int64(i))
	}
	return s
}

func bigSlice(n int) []BigStruct {
	s := make([]BigStruct, n)
	for i := range s {
		s[i] = newBig(int64(i))
	}
	return s
}

func pointers[T any](s []T) []*T {
	p := make([]*T, len(s))
	for i := range s {
		p[i] = &s[i]
	}
	return p
}

// numberMap is the study's map[int64]float64 with key i -> float64(i).
func numberMap(keys int) map[int64]float64 {
	m := make(map[int64]float64, keys)
	for k := 0; k < keys; k++ {
		m[int64(k)] = float64(k)
	}
	return m
}

func numberMaps(maps, keys int) []map[int64]float64 {
	s := make([]map[int64]float64, maps)
	for i := range s {
		s[i] = numberMap(keys)
	}
	return s
}
