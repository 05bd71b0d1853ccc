package dev.serbench.codec.avro;

import dev.serbench.schemas.avro.Timestamp;
import java.time.Instant;

/**
 * Instants as the schemas' {@code Timestamp} record (seconds and nanoseconds since the epoch), which,
 * unlike Avro's {@code timestamp-nanos} long, holds Go's zero time 0001-01-01T00:00:00Z.
 */
final class TimestampMapper {

  private TimestampMapper() {}

  static Timestamp toAvro(Instant instant) {
    return new Timestamp(instant.getEpochSecond(), instant.getNano());
  }

  static Instant toModel(Timestamp timestamp) {
    return Instant.ofEpochSecond(timestamp.getSeconds(), timestamp.getNanos());
  }
}
