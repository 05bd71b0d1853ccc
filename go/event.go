package gobench

import (
	"encoding/binary"
	"errors"
	"strings"
)

// Event is the payload-size study's message; its JSON field names are the Go field names (no tags).
type Event struct {
	ID      int64
	Message string
}

func newEvent(messageBytes int) Event {
	return Event{ID: 42, Message: strings.Repeat("x", messageBytes)}
}

// marshalEventBinary is the study's hand-written codec: the ID as 8 little-endian bytes, a uvarint
// length, the message bytes, in one allocation of the exact size.
func marshalEventBinary(e *Event) []byte {
	n := len(e.Message)
	var lenBuf [binary.MaxVarintLen64]byte
	lenSize := binary.PutUvarint(lenBuf[:], uint64(n))
	out := make([]byte, 8+lenSize+n)
	binary.LittleEndian.PutUint64(out, uint64(e.ID))
	copy(out[8:], lenBuf[:lenSize])
	copy(out[8+lenSize:], e.Message)
	return out
}

var errShortEvent = errors.New("event: truncated input")

func unmarshalEventBinary(data []byte, e *Event) error {
	if len(data) < 8 {
		return errShortEvent
	}
	n, lenSize := binary.Uvarint(data[8:])
	if lenSize <= 0 {
		return errors.New("event: bad message length")
	}
	start := 8 + lenSize
	if uint64(len(data)-start) != n {
		return errShortEvent
	}
	e.ID = int64(binary.LittleEndian.Uint64(data))
	e.Message = string(data[start:])
	return nil
}

// eventSizes are the study's message sizes, by its sub-benchmark names (serbench ids event-<name>).
var eventSizes = []struct {
	name  string
	bytes int
}{{"16B", 16}, {"256B", 256}, {"4KiB", 4 << 10}, {"64KiB", 64 << 10}, {"500KiB", 500 << 10}, {"1MiB", 1 << 20}}
