package dev.serbench.codec.protobuf;

import com.google.protobuf.Timestamp;
import java.time.Instant;

/**
 * {@link Instant} to and from {@code google.protobuf.Timestamp}: both are seconds since 1970 plus
 * nanoseconds in [0, 10^9), so every instant the model holds, Go's zero time included, maps exactly.
 */
final class TimestampMapper {

  private TimestampMapper() {}

  static Timestamp toMessage(Instant instant) {
    return Timestamp.newBuilder().setSeconds(instant.getEpochSecond()).setNanos(instant.getNano()).build();
  }

  static Instant toModel(Timestamp timestamp) {
    return Instant.ofEpochSecond(timestamp.getSeconds(), timestamp.getNanos());
  }
}
