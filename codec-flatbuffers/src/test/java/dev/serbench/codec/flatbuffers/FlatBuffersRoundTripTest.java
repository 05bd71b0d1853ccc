package dev.serbench.codec.flatbuffers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.api.RoundTrip;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every dataset goes through the flatbuffers codec and comes back equal (until the harness's suite-wide test). */
class FlatBuffersRoundTripTest {

  static List<Dataset<?>> datasets() {
    return Datasets.all();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("datasets")
  void roundTrips(Dataset<?> dataset) {
    RoundTrip.Result result = RoundTrip.check(new FlatBuffersCodec(), dataset);
    assertEquals(RoundTrip.Status.PASSED, result.status(), dataset.id() + ": " + result.message());
  }
}
