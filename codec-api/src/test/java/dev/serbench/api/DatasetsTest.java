package dev.serbench.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.model.Big;
import dev.serbench.model.Event;
import dev.serbench.model.GpbBig;
import dev.serbench.model.GpbComplex;
import dev.serbench.model.GpbHuge;
import dev.serbench.model.GpbMedium;
import dev.serbench.model.Image;
import dev.serbench.model.MediaContent;
import dev.serbench.model.Medium;
import dev.serbench.model.MediumList;
import dev.serbench.model.NumberMap;
import dev.serbench.model.NumberMapList;
import dev.serbench.model.Person;
import dev.serbench.model.Small;
import dev.serbench.model.SmallList;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class DatasetsTest {

  @Test
  void idsAreTheIssuesIds() {
    List<String> ids = Datasets.all().stream().map(Dataset::id).toList();
    assertEquals(List.of("person", "small", "medium", "big", "small-list-100", "medium-list-100", "big-list-100",
        "map-10", "map-50", "map-100", "map-1000", "map-list-10x10", "map-list-1000x10", "map-list-100x100",
        "map-list-1000x1000", "gpb-tiny", "gpb-medium", "gpb-big", "gpb-huge", "gpb-complex", "gpb-tiny-list-5",
        "gpb-medium-list-10", "gpb-big-list-50", "gpb-huge-list-50", "gpb-complex-list-10", "event-16B",
        "event-256B", "event-4KiB", "event-64KiB", "event-500KiB", "event-1MiB", "media"), ids);
  }

  @Test
  void selectionTakesIdsListsAndGlobs() {
    assertEquals(List.of("person", "map-10"), ids(Datasets.select("map-10, person", false)));
    assertEquals(6, Datasets.select("event-*", true).size());
    assertEquals(List.of("gpb-tiny", "gpb-medium", "gpb-big", "gpb-huge", "gpb-complex", "gpb-tiny-list-5",
        "gpb-medium-list-10", "gpb-big-list-50"), ids(Datasets.select("gpb-*", true)));
    assertTrue(ids(Datasets.select("gpb-*", false)).contains("gpb-complex-list-10"));
  }

  @Test
  void quickRunsSkipLargeDatasetsUnlessNamed() {
    List<String> quick = ids(Datasets.select(null, true));
    assertFalse(quick.contains("gpb-huge-list-50"));
    assertFalse(quick.contains("gpb-complex-list-10"));
    assertEquals(List.of("gpb-huge-list-50"), ids(Datasets.select("gpb-huge-list-50", true)));
    assertEquals(Datasets.all().size(), Datasets.select("", false).size());
  }

  @Test
  void unknownNamesListTheKnownOnes() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Datasets.select("persn", false));
    assertTrue(e.getMessage().startsWith("unknown dataset 'persn' (known: person, small,"), e.getMessage());
    e = assertThrows(IllegalArgumentException.class, () -> Datasets.select("nope-*", false));
    assertTrue(e.getMessage().startsWith("dataset pattern 'nope-*' matches nothing"), e.getMessage());
  }

  @Test
  void personValuesAreSeededDistinctAndShaped() {
    List<Person> persons = values("person", Person.class);
    assertEquals(16, persons.size());
    assertEquals(16, persons.stream().distinct().count());
    for (Person p : persons) {
      assertEquals(16, p.name().length());
      assertEquals(10, p.phone().length());
      assertTrue(p.siblings() >= 0 && p.siblings() <= 4);
    }
    assertTrue(persons.stream().anyMatch(p -> p.birthDay().getNano() % 1000 != 0), "nanoseconds are used");
    assertEquals(Instant.parse("0001-01-01T00:00:00Z"), persons.get(1).birthDay(), "value 1: Go's zero time");
    assertEquals(persons, StudyValues.persons(), "the same seed gives the same values");
  }

  @Test
  void structsAreTheGoStudysValues() {
    Medium medium = values("medium", Medium.class).get(0);
    Instant goZero = Instant.parse("0001-01-01T00:00:00Z");
    assertEquals(goZero, medium.createdAt());
    assertEquals("", medium.field1());
    assertEquals("field2", medium.field2());
    assertNull(medium.field3());
    Big big = values("big", Big.class).get(0);
    assertEquals(1, big.medium1().id());
    assertEquals(0, big.medium2().id());
    assertNull(big.medium2().field2());
    assertEquals(3, big.medium3().id());
    SmallList list = values("small-list-100", SmallList.class).get(0);
    assertEquals(99, list.items().get(99).id());
    assertNotSame(list.items().get(0).name(), list.items().get(1).name(), "fresh strings, no shared references");
    assertNotSame(medium.createdAt(), medium.updatedAt(), "fresh timestamps, no shared references");
  }

  @Test
  void mapListsHoldWhatTheirNamesSay() {
    NumberMapList maps = values("map-list-1000x10", NumberMapList.class).get(0);
    assertEquals(1000, maps.maps().size());
    assertEquals(10, maps.maps().get(0).entries().size());
    assertEquals(9.0, maps.maps().get(0).entries().get(9L));
    assertEquals(1_000_000, Datasets.find("map-list-1000x1000").orElseThrow().elements());
  }

  @Test
  void gpbHugeHoldsDistinctBigs() {
    GpbHuge huge = values("gpb-huge", GpbHuge.class).get(0);
    assertEquals(50, huge.bigs50().size());
    assertEquals(256, huge.bigs256().size());
    assertEquals(1024, huge.bigs1024().size());
    assertNotSame(huge.bigs50().get(0), huge.bigs50().get(1));
    assertEquals(26, huge.bigs50().get(0).age());
  }

  @Test
  void eventLadderSizes() {
    assertEquals(16, values("event-16B", Event.class).get(0).message().length());
    assertEquals(500 * 1024, values("event-500KiB", Event.class).get(0).message().length());
    assertEquals(1024 * 1024, Datasets.find("event-1MiB").orElseThrow().payloadBytes());
  }

  @Test
  void eventValueZeroIsTheStudysAndTheOthersAreTextOfTheSameUtf8Size() {
    for (Dataset<?> dataset : Datasets.select("event-*", false)) {
      List<Event> events = values(dataset.id(), Event.class);
      int size = (int) dataset.payloadBytes();
      assertEquals(new Event(42, "x".repeat(size)), events.get(0), dataset.id());
      for (Event e : events.subList(1, events.size())) {
        assertEquals(size, e.message().getBytes(StandardCharsets.UTF_8).length, dataset.id() + ": UTF-8 size");
        assertTrue(e.message().chars().anyMatch(c -> c >= 0x80) || size < 256, dataset.id() + ": multi-byte text");
        if (size >= 4096) {
          String m = e.message();
          assertTrue(m.contains("\"") && m.contains("\\") && m.contains("\n") && m.contains("\t"),
              dataset.id() + ": characters JSON escapes");
          assertTrue(m.chars().anyMatch(c -> c > 0xFF), dataset.id() + ": beyond Latin-1");
          assertTrue(m.chars().anyMatch(c -> c >= 0x4E00 && c <= 0x9FFF), dataset.id() + ": CJK");
          assertTrue(m.chars().anyMatch(c -> Character.isHighSurrogate((char) c)), dataset.id() + ": a surrogate pair");
        }
      }
    }
  }

  @Test
  void everyDatasetHoldsAtLeastEightDistinctValuesWithTheStudysValueFirst() {
    ModelComparator exact = new ModelComparator(TimePrecision.NANOS);
    for (Dataset<?> dataset : Datasets.select(null, true)) {
      List<?> values = dataset.values();
      assertTrue(values.size() >= Dataset.MIN_VALUES, dataset.id() + " has " + values.size() + " values");
      for (int i = 0; i < values.size(); i++) {
        for (int j = i + 1; j < values.size(); j++) {
          assertTrue(exact.difference(values.get(i), values.get(j)).isPresent(), dataset.id() + ": " + i + " = " + j);
        }
      }
      assertFalse(dataset.fieldRules().isBlank(), dataset.id() + " states its field rules");
    }
    assertEquals(Optional.empty(), exact.difference(StudyValues.big(1), values("big", Big.class).get(0)));
    assertEquals(Optional.empty(), exact.difference(StudyValues.gpbComplex(), values("gpb-complex", GpbComplex.class).get(0)));
    assertEquals(Optional.empty(), exact.difference(StudyValues.numberMap(100), values("map-100", NumberMap.class).get(0)));
    assertEquals(Optional.empty(), exact.difference(StudyValues.media(), values("media", MediaContent.class).get(0)));
  }

  @Test
  void aDatasetWithOneValueIsRefused() {
    Dataset<Small> one = Dataset.builder("one", "structs", Small.class).value(() -> new Small(1, "name"));
    IllegalStateException e = assertThrows(IllegalStateException.class, one::values);
    assertEquals("dataset one has 1 value; every dataset needs at least 8 distinct values", e.getMessage());
  }

  @Test
  void aDatasetWithEqualValuesIsRefused() {
    Dataset<Small> same = Dataset.builder("same", "structs", Small.class)
        .values(() -> StudyValues.small(1), v -> StudyValues.small(v.nextInt(1) + 1));
    IllegalStateException e = assertThrows(IllegalStateException.class, same::values);
    assertTrue(e.getMessage().startsWith("dataset same: values 0 and 1 are equal"), e.getMessage());
  }

  @Test
  void variedValuesAreDeterministic() {
    Dataset<MediumList> again = Dataset.builder("medium-list-100", "structs", MediumList.class)
        .values(() -> new MediumList(StudyValues.list(100, StudyValues::medium)),
            v -> new MediumList(VariedValues.mediums(v, 100)));
    assertEquals(Optional.empty(), new ModelComparator(TimePrecision.NANOS)
        .difference(Datasets.find("medium-list-100").orElseThrow().values(), again.values()));
  }

  @Test
  void timestampFieldsCarryYearOnePre1970AndNanoseconds() {
    Instant goZero = Instant.parse("0001-01-01T00:00:00Z");
    Instant lastBefore1970 = Instant.parse("1969-12-31T23:59:59.999999999Z");
    Instant pre1901 = Instant.parse("1856-07-10T12:00:00.123456789Z");
    List<Instant> person = values("person", Person.class).stream().map(Person::birthDay).toList();
    List<Instant> medium = values("medium", Medium.class).stream().map(Medium::createdAt).toList();
    List<Instant> gpb = values("gpb-big", GpbBig.class).stream().map(GpbBig::createdAt).toList();
    List<Instant> gpbMedium = values("gpb-medium", GpbMedium.class).stream()
        .map(GpbMedium::createdAt).toList();
    for (List<Instant> field : List.of(person, medium, gpb, gpbMedium)) {
      assertTrue(field.contains(goZero), "year 1 in " + field);
      assertTrue(field.contains(lastBefore1970), "1969 with nanoseconds in " + field);
      assertTrue(field.contains(pre1901), "before 1901 in " + field);
      assertTrue(field.stream().anyMatch(t -> t.getNano() % 1000 != 0), "nanoseconds in " + field);
    }
  }

  @Test
  void mediaIsTheStandardValue() {
    MediaContent media = values("media", MediaContent.class).get(0);
    assertEquals("Steve Jobs\uC2A4", media.media().persons().get(1));
    assertEquals(262_144, media.media().bitrate());
    assertNull(media.media().copyright());
    assertEquals(2, media.images().size());
    assertEquals(Image.Size.SMALL, media.images().get(1).size());
  }

  @Test
  void valuesAreBuiltOnce() {
    Dataset<?> small = Datasets.find("small").orElseThrow();
    assertSame(small.values(), small.values());
  }

  private static List<String> ids(List<Dataset<?>> datasets) {
    return datasets.stream().map(Dataset::id).toList();
  }

  private static <T> List<T> values(String id, Class<T> type) {
    return Datasets.find(id).orElseThrow().values().stream().map(type::cast).toList();
  }
}
