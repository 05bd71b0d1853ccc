package dev.serbench.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.serbench.schemas.fbs.Timestamp;
import java.time.Instant;

/** The two timestamp forms of the .fbs files: timestamp.fbs's struct and person.fbs's epoch nanoseconds. */
final class Timestamps {

  private static final long NANOS_PER_SECOND = 1_000_000_000L;

  private Timestamps() {}

  /**
   * Writes {@code value} as an inline Timestamp struct; call it between a table's start and end, as
   * the argument of the table's {@code addXxx}.
   */
  static int create(FlatBufferBuilder builder, Instant value) {
    return Timestamp.createTimestamp(builder, value.getEpochSecond(), value.getNano());
  }

  /** The instant a Timestamp struct holds; null when the field was absent. */
  static Instant read(Timestamp timestamp) {
    return timestamp == null ? null : Instant.ofEpochSecond(timestamp.seconds(), timestamp.nanos());
  }

  /** {@code value} as nanoseconds since 1970, which hold the years 1678 to 2262 only. */
  static long toEpochNanos(Instant value, String field) {
    try {
      return Math.addExact(Math.multiplyExact(value.getEpochSecond(), NANOS_PER_SECOND), value.getNano());
    } catch (ArithmeticException e) {
      throw new IllegalArgumentException(field + " " + value
          + " does not fit nanoseconds since 1970 in a long (years 1678 to 2262)", e);
    }
  }

  /** The instant {@code nanos} nanoseconds after 1970-01-01T00:00:00Z (negative: before). */
  static Instant fromEpochNanos(long nanos) {
    return Instant.ofEpochSecond(0, nanos);
  }
}
