package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.api.Binding;
import dev.serbench.api.Codec;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.api.ModelComparator;
import dev.serbench.api.ReusedOutput;
import dev.serbench.model.Event;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The reused-output variants of every registered codec, on messages of growing then shrinking size
 * written one after the other by one binding: the output must grow (or be replaced), {@code buffer()}
 * and {@code offset()} must then describe the new message (it decodes to the value), and a smaller
 * message after a big one must keep the grown array. A fresh binding's
 * first message is byte for byte its base codec's (the id without {@code -reuse}; later messages may
 * differ where a library adapts to the last one, as capnp-reuse sizes its first segment). Validation encodes each dataset's values after {@code encode} has
 * already grown the output, so it does not see the growth happen inside encodeInto.
 */
class ReusedOutputTest {

  private static final List<String> SIZES = List.of("event-16B", "event-4KiB", "event-64KiB", "event-1MiB", "event-16B");

  /** Library codecs with a reused output (memcpy, a floor bound to one dataset's sizes, has its own tests). */
  static Stream<Codec> codecs() {
    return CodecRegistry.load().all().stream()
        .filter(codec -> codec.properties().variants().contains(CodecProperties.REUSED_OUTPUT))
        .filter(codec -> !codec.properties().floor());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("codecs")
  void encodeIntoFollowsAGrowingOutput(Codec codec) throws Exception {
    check(codec.bind(event("event-16B")), codec.properties());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("codecs")
  void aBigFirstMessageHasTheBaseCodecsBytes(Codec codec) throws Exception {
    Optional<Codec> base = baseCodec(codec);
    if (base.isPresent()) {
      sameBytes(codec.bind(event("event-16B")), base.get().bind(event("event-16B")));
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("codecs")
  void encodeReturnsACopyThatLaterMessagesLeaveAlone(Codec codec) throws Exception {
    keepsCopies(codec.bind(event("event-16B")));
  }

  /** A variant named {@code <base>-reuse} must have its base codec registered; other names have none. */
  private static Optional<Codec> baseCodec(Codec codec) {
    String id = codec.properties().id();
    if (!id.endsWith("-reuse")) {
      return Optional.empty();
    }
    String baseId = id.substring(0, id.length() - "-reuse".length());
    Optional<Codec> base = CodecRegistry.load().all().stream().filter(c -> c.properties().id().equals(baseId))
        .findFirst();
    assertTrue(base.isPresent(), id + ": no base codec " + baseId);
    return base;
  }

  private static <E, D> void check(Binding<Event, E, D> binding, CodecProperties properties) throws Exception {
    @SuppressWarnings("unchecked")
    ReusedOutput<E> output = (ReusedOutput<E>) binding;
    ModelComparator comparator = new ModelComparator(properties.timestampPrecision());
    byte[] previous = null; // the buffer after the message before: the largest one when i is the last
    for (int i = 0; i < SIZES.size(); i++) {
      String id = SIZES.get(i);
      Event value = event(id).values().get(0);
      E message = binding.fromModel(value);
      int length = output.encodeInto(message);
      byte[] buffer = output.buffer();
      int offset = output.offset();
      assertTrue(offset >= 0 && offset + length <= buffer.length, id + ": " + length + " bytes at " + offset
          + " in a buffer of " + buffer.length);
      byte[] written = Arrays.copyOfRange(buffer, offset, offset + length);
      if (i == SIZES.size() - 1) {
        assertSame(previous, buffer, id + ": a smaller message after the largest reuses the grown array");
      }
      previous = buffer;
      D decoded = binding.decode(written);
      assertEquals(Optional.empty(), comparator.difference(value, binding.toModel(decoded)), id);
    }
  }

  /** A fresh binding's first message, bigger than its initial output: grown once, the base codec's bytes. */
  private static <E, D, F, G> void sameBytes(Binding<Event, E, D> binding, Binding<Event, F, G> base) throws Exception {
    @SuppressWarnings("unchecked")
    ReusedOutput<E> output = (ReusedOutput<E>) binding;
    Event big = event("event-64KiB").values().get(0);
    int length = output.encodeInto(binding.fromModel(big));
    byte[] written = Arrays.copyOfRange(output.buffer(), output.offset(), output.offset() + length);
    assertArrayEquals(base.encode(base.fromModel(big)), written, "bytes differ from the base codec's");
  }

  private static <E, D> void keepsCopies(Binding<Event, E, D> binding) throws Exception {
    Event small = event("event-16B").values().get(0);
    byte[] first = binding.encode(binding.fromModel(small));
    byte[] kept = first.clone();
    binding.encode(binding.fromModel(event("event-64KiB").values().get(0)));
    binding.encode(binding.fromModel(small));
    assertArrayEquals(kept, first, "a later encode changed the array an earlier encode returned");
  }

  @SuppressWarnings("unchecked")
  private static Dataset<Event> event(String id) {
    return (Dataset<Event>) Datasets.find(id).orElseThrow();
  }
}
