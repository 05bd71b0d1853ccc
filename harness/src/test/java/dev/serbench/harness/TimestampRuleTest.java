package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.api.Codec;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.api.RoundTrip;
import dev.serbench.model.Person;
import java.time.Instant;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every codec's timestamp rule keeps year 1 (Go's zero time), instants before 1970 and nanoseconds:
 * the datasets with timestamps carry them in values 1 to 4 (every timestamp field of value n holds
 * the n-th edge), so one round trip per schema family proves each schema's rule.
 */
class TimestampRuleTest {

  /** One dataset per schema family and timestamp-holding type: person.*, structs.*, gpb.*. */
  private static final List<String> WITH_TIMESTAMPS = List.of("person", "medium", "big", "gpb-medium", "gpb-big");

  static Stream<Arguments> pairs() {
    CodecRegistry registry = CodecRegistry.load();
    return WITH_TIMESTAMPS.stream().map(id -> Datasets.find(id).orElseThrow())
        .flatMap(dataset -> registry.all().stream().map(codec -> Arguments.of(codec, dataset)));
  }

  @ParameterizedTest(name = "{0} x {1}")
  @MethodSource("pairs")
  void yearOneBefore1970AndNanosecondsRoundTrip(Codec codec, Dataset<?> dataset) {
    RoundTrip.Result result = RoundTrip.check(codec, dataset);
    if (result.status() == RoundTrip.Status.DECLINED) {
      assertFalse(result.message().isBlank(), codec.id() + " declines " + dataset.id() + " without a reason");
      return;
    }
    assertEquals(RoundTrip.Status.PASSED, result.status(), () -> codec.id() + " x " + dataset.id() + ": " + result.message());
  }

  @org.junit.jupiter.api.Test
  void personCarriesTheEdgeTimestamps() {
    List<Instant> birthdays = Datasets.find("person").orElseThrow().values().stream()
        .map(v -> ((Person) v).birthDay()).toList();
    assertTrue(birthdays.contains(Instant.parse("0001-01-01T00:00:00Z")), birthdays.toString());
    assertTrue(birthdays.contains(Instant.parse("1969-12-31T23:59:59.999999999Z")), birthdays.toString());
    assertTrue(birthdays.contains(Instant.parse("1970-01-01T00:00:00.000000001Z")), birthdays.toString());
  }
}
