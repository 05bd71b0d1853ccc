package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.serbench.api.Codec;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.api.RoundTrip;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The round trip of every registered codec on every dataset: one test over the registry, so a codec
 * is tested the moment its module is on the harness classpath.
 */
class RoundTripTest {

  static Stream<Arguments> pairs() {
    CodecRegistry registry = CodecRegistry.load();
    return Datasets.all().stream()
        .flatMap(dataset -> registry.all().stream().map(codec -> Arguments.of(codec, dataset)));
  }

  @ParameterizedTest(name = "{0} x {1}")
  @MethodSource("pairs")
  void roundTripIsExactOrDeclinedWithAReason(Codec codec, Dataset<?> dataset) {
    RoundTrip.Result result = RoundTrip.check(codec, dataset);
    assertNotEquals(RoundTrip.Status.FAILED, result.status(), () -> codec.id() + " x " + dataset.id() + ": " + result.message());
    if (result.status() == RoundTrip.Status.DECLINED) {
      assertFalse(result.message().isBlank(), codec.id() + " declines " + dataset.id() + " without a reason");
    }
  }
}
