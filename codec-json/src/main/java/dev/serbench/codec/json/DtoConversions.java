package dev.serbench.codec.json;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;

/**
 * The timestamp conversion every dsl-json DTO mapping shares, timed as json-dsl's fromModel and toModel
 * (lists and maps go through {@link dev.serbench.api.Conversions}).
 */
final class DtoConversions {

  private DtoConversions() {}

  /**
   * dsl-json 2.0.2 has no Instant converter, but its OffsetDateTime converter writes and reads ISO-8601
   * text (the same text as Jackson's) keeping every nanosecond and year 1, so DTOs hold timestamps as
   * OffsetDateTime at UTC.
   */
  static OffsetDateTime dateTime(Instant instant) {
    return instant == null ? null : instant.atOffset(ZoneOffset.UTC);
  }

  static Instant instant(OffsetDateTime dateTime) {
    return dateTime == null ? null : dateTime.toInstant();
  }
}
