package dev.serbench.codec.avro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.api.Codec;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.api.RoundTrip;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every dataset round-trips through the {@code avro} codec; the suite-wide test lives in the harness. */
class AvroRoundTripTest {

  private static final Codec CODEC = new AvroCodec();

  static Stream<Dataset<?>> datasets() {
    return Datasets.all().stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("datasets")
  void roundTrips(Dataset<?> dataset) {
    RoundTrip.Result result = RoundTrip.check(CODEC, dataset);
    assertEquals(RoundTrip.Status.PASSED, result.status(), () -> dataset.id() + ": " + result.message());
  }

  @Test
  void isRegisteredAsAService() {
    assertTrue(CodecRegistry.load().all().stream().anyMatch(c -> c instanceof AvroCodec),
        "META-INF/services/dev.serbench.api.Codec of codec-avro does not list AvroCodec");
  }
}
