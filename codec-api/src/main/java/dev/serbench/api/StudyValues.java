package dev.serbench.api;

import dev.serbench.model.Big;
import dev.serbench.model.Event;
import dev.serbench.model.GpbBig;
import dev.serbench.model.GpbComplex;
import dev.serbench.model.GpbHuge;
import dev.serbench.model.GpbMedium;
import dev.serbench.model.GpbTiny;
import dev.serbench.model.Image;
import dev.serbench.model.Media;
import dev.serbench.model.MediaContent;
import dev.serbench.model.Medium;
import dev.serbench.model.NumberMap;
import dev.serbench.model.NumberMapList;
import dev.serbench.model.Person;
import dev.serbench.model.Small;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.function.IntFunction;

/**
 * The values of every dataset: value 0 as the studies built it, values 1 and up varied from a seed
 * ({@link Variation}) within the same shape and size class.
 *
 * <p>Every call builds new objects, and every string and timestamp is a new instance: serializers that track object
 * identity (Java serialization, Kryo or Fory with references on) must not get a back-reference where
 * the studies' Go code wrote a value again.
 */
final class StudyValues {

  /** Go's zero {@code time.Time}. */
  static final Instant GO_ZERO_TIME = Instant.parse("0001-01-01T00:00:00Z");

  /** Fixed in place of gob-proto-bench's {@code time.Now()} calls; nanoseconds included on purpose. */
  static final Instant GPB_CREATED_AT = Instant.parse("2023-04-20T10:15:30.123456789Z");
  static final Instant GPB_UPDATED_AT = Instant.parse("2023-04-21T11:16:31.987654321Z");
  static final Instant GPB_DELETED_AT = Instant.parse("2023-04-22T12:17:32.000000001Z");

  static final long PERSON_SEED = 20_261_130L;
  static final int PERSON_VALUES = 16;

  /** The number of values of every dataset but {@code person}: value 0 (the study's) and 7 varied ones. */
  static final int VALUES = 8;

  private StudyValues() {}

  /** A new String instance equal to {@code s} (see the class comment). */
  private static String fresh(String s) {
    return new String(s.toCharArray());
  }

  /** A new Instant instance equal to {@code t} (see the class comment). */
  private static Instant fresh(Instant t) {
    return Instant.ofEpochSecond(t.getEpochSecond(), t.getNano());
  }

  static <T> List<T> list(int count, IntFunction<T> item) {
    List<T> items = new ArrayList<>(count);
    for (int i = 0; i < count; i++) {
      items.add(item.apply(i));
    }
    return items;
  }

  // alecthomas/go_serialization_benchmarks: random persons from a fixed seed.
  static List<Person> persons() {
    Random random = new Random(PERSON_SEED);
    long from = Instant.parse("1950-01-01T00:00:00Z").getEpochSecond();
    long to = Instant.parse("2010-01-01T00:00:00Z").getEpochSecond();
    List<Person> persons = list(PERSON_VALUES, i -> new Person(
        randomString(random, 16, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"),
        Instant.ofEpochSecond(from + (long) (random.nextDouble() * (to - from)), random.nextInt(1_000_000_000)),
        randomString(random, 10, "0123456789"),
        random.nextInt(5),
        random.nextBoolean(),
        random.nextDouble()));
    // Values 1 to 4 carry the edge timestamps (year 1, around 1970, before 1901), so that every codec's
    // birthDay round-trips them; the others keep the suite's random birthdays of 1950-2010.
    for (int i = 0; i < Variation.EDGE_TIMESTAMPS.size(); i++) {
      Person p = persons.get(i + 1);
      persons.set(i + 1, new Person(p.name(), fresh(Variation.EDGE_TIMESTAMPS.get(i)), p.phone(), p.siblings(),
          p.spouse(), p.money()));
    }
    return persons;
  }

  private static String randomString(Random random, int length, String alphabet) {
    char[] chars = new char[length];
    for (int i = 0; i < length; i++) {
      chars[i] = alphabet.charAt(random.nextInt(alphabet.length()));
    }
    return new String(chars);
  }

  // "gob vs json": newSmall, newMedium and newBig of its helper code.
  static Small small(long id) {
    return new Small(id, fresh("name"));
  }

  static Medium medium(long id) {
    return new Medium(id, fresh("name"), fresh(GO_ZERO_TIME), fresh(GO_ZERO_TIME), fresh(""), fresh("field2"), null, 0.0,
        small(id));
  }

  /** A Go zero-valued Medium: every field at its zero value, pointers nil, the embedded Small zero too. */
  static Medium zeroMedium() {
    return new Medium(0, fresh(""), fresh(GO_ZERO_TIME), fresh(GO_ZERO_TIME), fresh(""), null, null, 0.0,
        new Small(0, fresh("")));
  }

  static Big big(long id) {
    return new Big(id, fresh("name"), fresh(GO_ZERO_TIME), fresh(GO_ZERO_TIME), fresh(""), fresh("field2"), null, 0.0,
        medium(id), zeroMedium(), medium(3));
  }

  static NumberMap numberMap(int keys) {
    Map<Long, Double> entries = new LinkedHashMap<>();
    for (long k = 0; k < keys; k++) {
      entries.put(k, (double) k);
    }
    return new NumberMap(entries);
  }

  static NumberMapList numberMapList(int maps, int keys) {
    return new NumberMapList(list(maps, i -> numberMap(keys)));
  }

  // gob-proto-bench, with fixed timestamps.
  static GpbTiny gpbTiny() {
    return new GpbTiny(1, fresh("foo bar"));
  }

  static GpbMedium gpbMedium() {
    return new GpbMedium(1, fresh("foo"), fresh("bar"), 10.24, fresh(GPB_CREATED_AT), gpbTiny());
  }

  static GpbBig gpbBig() {
    return new GpbBig(1, 26, fresh("Ukraine"), "Ukraine".getBytes(StandardCharsets.UTF_8),
        fresh(GPB_CREATED_AT), fresh(GPB_UPDATED_AT), fresh(GPB_DELETED_AT), gpbTiny(), gpbMedium());
  }

  static GpbHuge gpbHuge() {
    return new GpbHuge(list(50, i -> gpbBig()), list(256, i -> gpbBig()), list(1024, i -> gpbBig()));
  }

  static GpbComplex gpbComplex() {
    Map<String, GpbHuge> huges = new LinkedHashMap<>();
    for (int i = 0; i < 50; i++) {
      huges.put(Integer.toString(i), gpbHuge());
    }
    return new GpbComplex(huges);
  }

  // The JSON-vs-binary payload study.
  static Event event(int messageBytes) {
    return new Event(42, "x".repeat(messageBytes));
  }

  // eishay/jvm-serializers' standard MediaContent value (tpc/data/media.1.json).
  static MediaContent media() {
    Media media = new Media(fresh("http://javaone.com/keynote.mpg"), fresh("Javaone Keynote"), 640, 480,
        fresh("video/mpg4"), 18_000_000L, 58_982_400L, 262_144,
        List.of(fresh("Bill Gates"), fresh("Steve Jobs\uC2A4")), Media.Player.JAVA, null);
    List<Image> images = List.of(
        new Image(fresh("http://javaone.com/keynote_large.jpg"), fresh("Javaone Keynote"), 1024, 768, Image.Size.LARGE),
        new Image(fresh("http://javaone.com/keynote_small.jpg"), fresh("Javaone Keynote"), 320, 240, Image.Size.SMALL));
    return new MediaContent(media, images);
  }
}
