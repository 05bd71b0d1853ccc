package dev.serbench.api;

import java.time.Instant;
import java.util.List;
import java.util.Random;

/**
 * The seeded source of a dataset's values 1 and up: contents that differ from value 0 (ids, string
 * contents and lengths, timestamps, map keys) within the shape and size class of the study's value.
 * Every string and instant it returns is a new instance (see {@link StudyValues}).
 */
final class Variation {

  /** The seed of every dataset's values; each dataset mixes in its id, so datasets differ. */
  static final long SEED = 20_261_202L;

  /**
   * The timestamps of values 1 to 4 (every timestamp field of value n holds the n-th), so that every
   * timestamp field of every schema round-trips them: Go's zero time (year 1), the last nanosecond before 1970 (seconds -1, nanos 999,999,999), the
   * first nanosecond after it, and a pre-1901 instant (seconds below int32) with nanoseconds.
   */
  static final List<Instant> EDGE_TIMESTAMPS = List.of(
      StudyValues.GO_ZERO_TIME,
      Instant.parse("1969-12-31T23:59:59.999999999Z"),
      Instant.parse("1970-01-01T00:00:00.000000001Z"),
      Instant.parse("1856-07-10T12:00:00.123456789Z"));

  private static final String LETTERS = "abcdefghijklmnopqrstuvwxyz";
  private static final long FROM = Instant.parse("1900-01-01T00:00:00Z").getEpochSecond();
  private static final long TO = Instant.parse("2100-01-01T00:00:00Z").getEpochSecond();

  private final Random random;
  /** The value being built: 1 for the first varied value. */
  private int value;

  Variation(String datasetId) {
    this.random = new Random(SEED ^ datasetId.hashCode());
  }

  /** Starts the next value (the first varied value is value 1). */
  void nextValue() {
    value++;
  }

  /** An int in [0, bound). */
  int nextInt(int bound) {
    return random.nextInt(bound);
  }

  /** A lower-case word of {@code min} to {@code max} letters (a new String). */
  String word(int min, int max) {
    int length = min + random.nextInt(max - min + 1);
    char[] chars = new char[length];
    for (int i = 0; i < length; i++) {
      chars[i] = LETTERS.charAt(random.nextInt(LETTERS.length()));
    }
    return new String(chars);
  }

  /** A capitalised word, for names. */
  String name(int min, int max) {
    String w = word(min, max);
    return w.isEmpty() ? w : Character.toUpperCase(w.charAt(0)) + w.substring(1);
  }

  /** One of {@code choices}, as a new String. */
  String pick(String... choices) {
    return new String(choices[random.nextInt(choices.length)].toCharArray());
  }

  /** A double with at most two decimals in [0, bound): short in text formats, like the studies' values. */
  double cents(int bound) {
    return random.nextInt(bound * 100) / 100.0;
  }

  /** A timestamp: in values 1 to 4 the {@link #EDGE_TIMESTAMPS}, then random instants of 1900-2100 with nanoseconds. */
  Instant instant() {
    if (value >= 1 && value <= EDGE_TIMESTAMPS.size()) {
      Instant edge = EDGE_TIMESTAMPS.get(value - 1);
      return Instant.ofEpochSecond(edge.getEpochSecond(), edge.getNano());
    }
    return Instant.ofEpochSecond(FROM + (long) (random.nextDouble() * (TO - FROM)), random.nextInt(1_000_000_000));
  }

  /** Realistic UTF-8 text of exactly {@code bytes} bytes (see {@link Utf8Text}). */
  String text(int bytes) {
    return Utf8Text.of(random, bytes);
  }
}
