package dev.serbench.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.model.Event;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * How much of the round trip a group-large dataset gets: every value encoded, decoded and compared once,
 * the second decode and the aliasing check on value 0 only; every other dataset gets them on all values.
 */
class RoundTripLargeTest {

  /** Eight events; {@code large} marks the dataset group-large. */
  private static Dataset<Event> events(boolean large) {
    Dataset.Builder<Event> builder = Dataset.builder(large ? "test-large" : "test-small", "test", Event.class);
    if (large) {
      builder.large();
    }
    return builder.values(8, () -> {
      List<Event> values = new ArrayList<>();
      for (int i = 0; i < 8; i++) {
        values.add(new Event(i, "message " + i));
      }
      return values;
    });
  }

  /**
   * A codec whose decode of a value other than value 0 is wrong from its second decode on (a decoder
   * that keeps state), and counts its decodes.
   */
  private static final class StatefulAfterValueZero extends AbstractCodec {
    final AtomicInteger decodes = new AtomicInteger();

    StatefulAfterValueZero() {
      super(CodecProperties.builder("stateful", "dev.serbench:roundtrip-test").format("test").build());
      bind(Event.class, () -> new ModelBinding<Event>() {
        private final java.util.Set<Long> seen = new java.util.HashSet<>();

        @Override
        public byte[] encode(Event value) {
          byte[] text = value.message().getBytes(StandardCharsets.UTF_8);
          return ByteBuffer.allocate(8 + text.length).putLong(value.id()).put(text).array();
        }

        @Override
        public Event decode(byte[] bytes) {
          decodes.incrementAndGet();
          ByteBuffer in = ByteBuffer.wrap(bytes);
          long id = in.getLong();
          String message = StandardCharsets.UTF_8.decode(in).toString();
          boolean again = !seen.add(id);
          return new Event(id, again && id != 0 ? message + "!" : message);
        }
      });
    }
  }

  @Test
  void aDefaultDatasetDecodesEveryValueTwiceAndChecksAliasingOnEvery() {
    StatefulAfterValueZero codec = new StatefulAfterValueZero();
    RoundTrip.Result result = RoundTrip.check(codec, events(false));
    assertEquals(RoundTrip.Status.FAILED, result.status());
    assertTrue(result.message().startsWith("value 1 (second decode): "), result.message());
  }

  @Test
  void aGroupLargeDatasetDecodesValueZeroTwiceAndTheOthersOnce() {
    StatefulAfterValueZero codec = new StatefulAfterValueZero();
    RoundTrip.Result result = RoundTrip.check(codec, events(true));
    assertEquals(RoundTrip.Status.PASSED, result.status(), result.message());
    assertFalse(result.unsafe());
    assertEquals(8, result.encoded().size());
    // Value 0: two decodes and the aliasing check's; values 1 to 7: one each.
    assertEquals(3 + 7, codec.decodes.get());
  }
}
