package dev.serbench.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.serbench.schemas.fbs.Timestamp;
import java.time.Instant;

/** timestamp.fbs's Timestamp struct, the one timestamp form of every .fbs file. */
final class Timestamps {

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
}
