package dev.serbench.codec.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.api.Codec;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.api.RoundTrip;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Named;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every codec this module registers gives back every value of every dataset. */
class JsonRoundTripTest {

  private static final CodecRegistry REGISTRY = CodecRegistry.load();

  @Test
  void bothCodecsAreRegistered() {
    assertEquals(List.of(), REGISTRY.failures());
    assertEquals(List.of("json-dsl", "json-jackson"), REGISTRY.all().stream().map(Codec::id).toList());
  }

  static Stream<Arguments> codecsAndDatasets() {
    return REGISTRY.all().stream()
        .flatMap(codec -> Datasets.all().stream().map(dataset -> Arguments.of(Named.of(codec.id(), codec), dataset)));
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("codecsAndDatasets")
  void roundTrips(Codec codec, Dataset<?> dataset) {
    RoundTrip.Result result = RoundTrip.check(codec, dataset);
    assertEquals(RoundTrip.Status.PASSED, result.status(), codec.id() + " on " + dataset.id() + ": " + result.message());
    assertTrue(result.encoded().stream().allMatch(bytes -> bytes.length > 0));
  }
}
