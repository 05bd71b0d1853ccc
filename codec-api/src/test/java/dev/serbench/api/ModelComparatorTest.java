package dev.serbench.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.model.GpbBig;
import dev.serbench.model.GpbTiny;
import dev.serbench.model.Medium;
import dev.serbench.model.NumberMap;
import dev.serbench.model.Small;
import dev.serbench.model.SmallList;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class ModelComparatorTest {

  private final ModelComparator exact = new ModelComparator(TimePrecision.NANOS);
  private final Instant t = Instant.parse("2023-04-20T10:15:30.123456789Z");

  @Test
  void equalValuesHaveNoDifference() {
    assertEquals(Optional.empty(), exact.difference(StudyValues.big(1), StudyValues.big(1)));
    assertEquals(Optional.empty(), exact.difference(StudyValues.gpbBig(), StudyValues.gpbBig()));
  }

  @Test
  void namesThePathOfTheFirstDifference() {
    SmallList expected = new SmallList(List.of(new Small(1, "a"), new Small(2, "b")));
    SmallList actual = new SmallList(List.of(new Small(1, "a"), new Small(2, "c")));
    assertEquals(Optional.of("value.items[1].name: expected \"b\", got \"c\""), exact.difference(expected, actual));
  }

  @Test
  void emptyStringIsNotAbsent() {
    Medium expected = StudyValues.medium(1);
    Medium actual = new Medium(1, "name", expected.createdAt(), expected.updatedAt(), null, "field2", null, 0.0,
        expected.small());
    assertEquals(Optional.of("value.field1: expected \"\", got null"), exact.difference(expected, actual));
  }

  @Test
  void timestampsComparedAtTheDeclaredPrecision() {
    Instant micros = Instant.parse("2023-04-20T10:15:30.123456Z");
    assertTrue(exact.difference(t, micros).isPresent());
    assertEquals(Optional.empty(), new ModelComparator(TimePrecision.MICROS).difference(t, micros));
    Instant beforeEpoch = Instant.parse("0001-01-01T00:00:00.000000999Z");
    assertEquals(Optional.empty(), new ModelComparator(TimePrecision.MICROS)
        .difference(beforeEpoch, Instant.parse("0001-01-01T00:00:00Z")));
  }

  @Test
  void doublesAreComparedBitForBit() {
    assertTrue(exact.difference(0.5900641080799884, 0.5900641080799883).isPresent());
    assertTrue(exact.difference(0.0, -0.0).isPresent());
  }

  @Test
  void bytesByContentMapsWithoutOrder() {
    GpbBig a = StudyValues.gpbBig();
    GpbBig b = new GpbBig(1, 26, "Ukraine", new byte[] {1}, t, t, t, new GpbTiny(1, "foo bar"), a.medium());
    String found = exact.difference(a, b).orElseThrow();
    assertTrue(found.startsWith("value.countryBytes: expected [85,"), found);
    Map<Long, Double> forward = new LinkedHashMap<>();
    forward.put(1L, 1.0);
    forward.put(2L, 2.0);
    Map<Long, Double> backward = new LinkedHashMap<>();
    backward.put(2L, 2.0);
    backward.put(1L, 1.0);
    assertEquals(Optional.empty(), exact.difference(new NumberMap(forward), new NumberMap(backward)));
    backward.remove(1L);
    backward.put(3L, 1.0);
    assertEquals(Optional.of("value.entries[1]: missing"), exact.difference(new NumberMap(forward), new NumberMap(backward)));
  }
}
