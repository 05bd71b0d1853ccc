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
import dev.serbench.model.GpbHuge;
import dev.serbench.model.MediaContent;
import dev.serbench.model.Medium;
import dev.serbench.model.NumberMapList;
import dev.serbench.model.Person;
import dev.serbench.model.SmallList;
import java.time.Instant;
import java.util.List;
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
  void mediaIsTheStandardValue() {
    MediaContent media = values("media", MediaContent.class).get(0);
    assertEquals("Steve Jobs\uC2A4", media.media().persons().get(1));
    assertEquals(262_144, media.media().bitrate());
    assertNull(media.media().copyright());
    assertEquals(2, media.images().size());
    assertEquals(dev.serbench.model.Image.Size.SMALL, media.images().get(1).size());
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
