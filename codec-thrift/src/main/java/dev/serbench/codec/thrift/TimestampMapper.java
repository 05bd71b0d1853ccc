package dev.serbench.codec.thrift;

import dev.serbench.schemas.thrift.Timestamp;
import java.time.Instant;

/**
 * {@link Instant} to and from the {@code Timestamp} struct of {@code timestamp.thrift}: both are seconds
 * since 1970 plus nanoseconds in [0, 10^9), so every instant the model holds, Go's zero time included,
 * maps exactly.
 */
final class TimestampMapper {

  private TimestampMapper() {}

  static Timestamp toStruct(Instant instant) {
    return new Timestamp().setSeconds(instant.getEpochSecond()).setNanos(instant.getNano());
  }

  static Instant toModel(Timestamp timestamp) {
    return Instant.ofEpochSecond(timestamp.getSeconds(), timestamp.getNanos());
  }
}
