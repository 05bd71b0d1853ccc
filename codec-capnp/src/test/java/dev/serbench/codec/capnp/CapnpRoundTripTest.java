package dev.serbench.codec.capnp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.serbench.api.Codec;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.api.RoundTrip;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every dataset goes through both Cap'n Proto codecs and comes back equal (until the harness's suite-wide test). */
class CapnpRoundTripTest {

  static Stream<Arguments> cases() {
    return Stream.of(new CapnpCodec(), new CapnpPackedCodec())
        .flatMap(codec -> Datasets.all().stream().map(dataset -> Arguments.of(codec.id(), codec, dataset)));
  }

  @ParameterizedTest(name = "{0} {2}")
  @MethodSource("cases")
  void roundTrips(String id, Codec codec, Dataset<?> dataset) {
    RoundTrip.Result result = RoundTrip.check(codec, dataset);
    assertEquals(RoundTrip.Status.PASSED, result.status(), id + " " + dataset.id() + ": " + result.message());
  }
}
