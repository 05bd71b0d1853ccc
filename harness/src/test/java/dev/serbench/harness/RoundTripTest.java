package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.serbench.api.Codec;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.api.RoundTrip;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The round trip of every registered codec on every dataset not in group large: one test over the
 * registry, so a codec is tested the moment its module is on the harness classpath.
 *
 * <p>Every value is checked, except on the two default datasets whose values are tens of megabytes per
 * codec ({@link #FIRST_VALUES_ONLY}), where values 0 (the study's) and 1 (a variation) are. Group large
 * (gpb-huge-list-50 and gpb-complex-list-10: lists of gpb-huge's and gpb-complex's shapes, gigabytes over
 * their 8 values) is left to {@code validate}, which every run does for every value before timing a pair;
 * with them this test alone took longer than CI's budget.
 */
class RoundTripTest {

  /** Datasets checked on their first two values only. */
  static final Set<String> FIRST_VALUES_ONLY = Set.of("map-list-1000x1000", "gpb-complex");

  static Stream<Arguments> pairs() {
    CodecRegistry registry = CodecRegistry.load();
    return Datasets.all().stream().filter(dataset -> !dataset.large())
        .flatMap(dataset -> registry.all().stream().map(codec -> Arguments.of(codec, dataset)));
  }

  @ParameterizedTest(name = "{0} x {1}")
  @MethodSource("pairs")
  void roundTripIsExactOrDeclinedWithAReason(Codec codec, Dataset<?> dataset) {
    RoundTrip.Result result = RoundTrip.check(codec, dataset,
        FIRST_VALUES_ONLY.contains(dataset.id()) ? 2 : Integer.MAX_VALUE);
    assertNotEquals(RoundTrip.Status.FAILED, result.status(), () -> codec.id() + " x " + dataset.id() + ": " + result.message());
    if (result.status() == RoundTrip.Status.DECLINED) {
      assertFalse(result.message().isBlank(), codec.id() + " declines " + dataset.id() + " without a reason");
    }
  }
}
