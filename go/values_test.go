package gobench

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"google.golang.org/protobuf/proto"
)

// TestWriteValues writes what serbench's `go` command checks against its own dataset values, into
// the directory SERBENCH_GO_VALUES names (skipped when unset): for every selected dataset and value
// i, <id>.json (encoding/json), <id>.pb (golang protobuf, where a case uses it) and <id>.bin (the
// payload study's hand-written binary); values after the first are named <id>@<i>. Group "large"
// datasets get no JSON (hundreds of megabytes). datasets.txt lists every dataset id with a Go case.
func TestWriteValues(t *testing.T) {
	dir := os.Getenv("SERBENCH_GO_VALUES")
	if dir == "" {
		t.Skip("SERBENCH_GO_VALUES not set")
	}
	var ids []string
	for _, gv := range goValues() {
		ids = append(ids, gv.id)
	}
	write(t, dir, "datasets.txt", []byte(strings.Join(ids, "\n")+"\n"), nil)
	for _, gv := range goValues() {
		if !selected(gv.id) {
			continue
		}
		for i, v := range gv.values() {
			name := gv.id
			if i > 0 {
				name = fmt.Sprintf("%s@%d", gv.id, i)
			}
			if !largeDatasets[gv.id] {
				data, err := json.Marshal(v)
				write(t, dir, name+".json", data, err)
			}
			if gv.proto != nil {
				data, err := proto.MarshalOptions{Deterministic: true}.Marshal(gv.proto(v))
				write(t, dir, name+".pb", data, err)
			}
			if e, ok := v.(Event); ok {
				write(t, dir, name+".bin", marshalEventBinary(&e), nil)
			}
		}
	}
}

func write(t *testing.T, dir, name string, data []byte, err error) {
	if err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), data, 0o644); err != nil {
		t.Fatal(err)
	}
}

// TestRoundTrips checks that every Go codec gives back the value it encoded, for every selected
// dataset but the large ones.
func TestRoundTrips(t *testing.T) {
	for _, gv := range goValues() {
		if !selected(gv.id) || largeDatasets[gv.id] {
			continue
		}
		for i, v := range gv.values() {
			where := fmt.Sprintf("%s value %d", gv.id, i)
			for _, c := range []codec{gobCodec, jsonCodec} {
				data, err := c.marshal(v)
				if err != nil {
					t.Fatalf("%s: %s encode: %v", where, c.name, err)
				}
				out := reflect.New(reflect.TypeOf(v))
				if err := c.unmarshal(data, out.Interface()); err != nil {
					t.Fatalf("%s: %s decode: %v", where, c.name, err)
				}
				if !reflect.DeepEqual(v, out.Elem().Interface()) {
					t.Errorf("%s: %s round trip differs:\n got %#v\nwant %#v", where, c.name, out.Elem().Interface(), v)
				}
			}
			if gv.proto != nil {
				m := gv.proto(v)
				data, err := proto.Marshal(m)
				if err != nil {
					t.Fatalf("%s: protobuf encode: %v", where, err)
				}
				out := m.ProtoReflect().Type().New().Interface()
				if err := proto.Unmarshal(data, out); err != nil || !proto.Equal(m, out) {
					t.Errorf("%s: protobuf round trip differs (%v)", where, err)
				}
			}
			switch value := v.(type) {
			case Event:
				var out Event
				if err := unmarshalEventBinary(marshalEventBinary(&value), &out); err != nil || out != value {
					t.Errorf("%s: binary round trip differs (%v)", where, err)
				}
			case A:
				data, err := value.MarshalMsg(nil)
				var out A
				if err == nil {
					_, err = out.UnmarshalMsg(data)
				}
				out.BirthDay = out.BirthDay.UTC() // msgp decodes times in the local zone
				if err != nil || out != value {
					t.Errorf("%s: msgp round trip differs (%v):\n got %#v\nwant %#v", where, err, out, value)
				}
			}
		}
	}
}
