package dev.serbench.codec.capnp;

import dev.serbench.schemas.capnp.TimestampCapnp.Timestamp;
import java.time.Instant;

/** timestamp.capnp's Timestamp struct: seconds and nanoseconds since 1970, so Go's zero time (year 1) fits. */
final class Timestamps {

  private Timestamps() {}

  static void write(Timestamp.Builder builder, Instant value) {
    builder.setSeconds(value.getEpochSecond());
    builder.setNanos(value.getNano());
  }

  static Instant read(Timestamp.Reader timestamp) {
    return Instant.ofEpochSecond(timestamp.getSeconds(), timestamp.getNanos());
  }
}
