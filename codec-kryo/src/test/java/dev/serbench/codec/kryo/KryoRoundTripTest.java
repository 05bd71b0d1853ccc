package dev.serbench.codec.kryo;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.api.RoundTrip;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Every dataset, the two large ones included, comes back exactly through {@code kryo}. */
class KryoRoundTripTest {

  static List<Dataset<?>> datasets() {
    return Datasets.all();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("datasets")
  void roundTrips(Dataset<?> dataset) {
    RoundTrip.Result result = RoundTrip.check(new KryoCodec(), dataset);
    assertEquals(RoundTrip.Status.PASSED, result.status(), result.message());
  }
}
