package dev.serbench.codec.protobuf;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.api.Binding;
import dev.serbench.api.Codec;
import dev.serbench.api.Datasets;
import dev.serbench.api.ReusedOutput;
import dev.serbench.model.Event;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * {@code protobuf-reuse} writes the same bytes as {@code protobuf} into one array: it grows for a big
 * message after a small one and gives the right length for a small one after a big one.
 */
class ProtobufReuseTest {

  private final Event small = event("event-16B");
  private final Event big = event("event-64KiB");

  @Test
  void growsForABigMessageAndKeepsTheArrayForASmallOne() throws Exception {
    Binding<Event, Object, Object> reuse = bind(new ProtobufReuseCodec());
    Binding<Event, Object, Object> plain = bind(new ProtobufCodec());
    ReusedOutput<Object> output = reusedOutput(reuse);

    assertWrites(plain.encode(plain.fromModel(small)), output, reuse.fromModel(small));
    byte[] bigBytes = plain.encode(plain.fromModel(big));
    assertWrites(bigBytes, output, reuse.fromModel(big));
    byte[] grown = output.buffer();
    assertTrue(grown.length >= bigBytes.length, "the array grew to " + grown.length);

    assertWrites(plain.encode(plain.fromModel(small)), output, reuse.fromModel(small));
    assertSame(grown, output.buffer(), "a smaller message reuses the grown array");
  }

  @Test
  void encodeOfABigFirstMessageCopiesTheGrownArray() throws Exception {
    Binding<Event, Object, Object> reuse = bind(new ProtobufReuseCodec());
    Binding<Event, Object, Object> plain = bind(new ProtobufCodec());
    assertArrayEquals(plain.encode(plain.fromModel(big)), reuse.encode(reuse.fromModel(big)));
  }

  @Test
  void encodeReturnsAnExactCopyThatLaterCallsLeaveAlone() throws Exception {
    Binding<Event, Object, Object> reuse = bind(new ProtobufReuseCodec());
    byte[] first = reuse.encode(reuse.fromModel(small));
    byte[] kept = first.clone();
    reuse.encode(reuse.fromModel(big));
    assertArrayEquals(kept, first);
    assertEquals(small, reuse.toModel(reuse.decode(first)));
  }

  private static void assertWrites(byte[] expected, ReusedOutput<Object> output, Object message) throws Exception {
    int length = output.encodeInto(message);
    assertEquals(expected.length, length, "length");
    assertEquals(0, output.offset());
    assertArrayEquals(expected, Arrays.copyOfRange(output.buffer(), 0, length));
  }

  private static Event event(String dataset) {
    return (Event) Datasets.find(dataset).orElseThrow().values().get(0);
  }

  @SuppressWarnings("unchecked")
  private static Binding<Event, Object, Object> bind(Codec codec) throws Exception {
    return (Binding<Event, Object, Object>) codec.bind(Datasets.find("event-16B").orElseThrow());
  }

  @SuppressWarnings("unchecked")
  private static ReusedOutput<Object> reusedOutput(Binding<?, ?, ?> binding) {
    return (ReusedOutput<Object>) binding;
  }
}
