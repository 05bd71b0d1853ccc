package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
 * The reused-output variants of every registered codec, on messages of growing size written one after
 * the other by one binding: the output must grow (or be replaced) and {@code buffer()} and
 * {@code offset()} must then describe the new message. Validation encodes each dataset's values after
 * {@code encode} has already grown the output, so it does not see the growth happen inside encodeInto.
 */
class ReusedOutputTest {

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

  private static <E, D> void check(Binding<Event, E, D> binding, CodecProperties properties) throws Exception {
    @SuppressWarnings("unchecked")
    ReusedOutput<E> output = (ReusedOutput<E>) binding;
    ModelComparator comparator = new ModelComparator(properties.timestampPrecision());
    for (String id : List.of("event-16B", "event-4KiB", "event-64KiB", "event-1MiB", "event-16B")) {
      Event value = event(id).values().get(0);
      int length = output.encodeInto(binding.fromModel(value));
      byte[] buffer = output.buffer();
      int offset = output.offset();
      assertTrue(offset >= 0 && offset + length <= buffer.length, id + ": " + length + " bytes at " + offset
          + " in a buffer of " + buffer.length);
      D decoded = binding.decode(Arrays.copyOfRange(buffer, offset, offset + length));
      assertEquals(Optional.empty(), comparator.difference(value, binding.toModel(decoded)), id);
    }
  }

  @SuppressWarnings("unchecked")
  private static Dataset<Event> event(String id) {
    return (Dataset<Event>) Datasets.find(id).orElseThrow();
  }
}
