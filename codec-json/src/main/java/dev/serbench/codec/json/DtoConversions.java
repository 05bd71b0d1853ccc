package dev.serbench.codec.json;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * The pieces every dsl-json DTO mapping shares: timestamps, lists and maps. Timed as json-dsl's fromModel
 * and toModel, so they convert directly, without reflection, into presized collections.
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

  static <A, B> List<B> list(List<A> items, Function<A, B> convert) {
    if (items == null) {
      return null;
    }
    List<B> converted = new ArrayList<>(items.size());
    for (A item : items) {
      converted.add(convert.apply(item));
    }
    return converted;
  }

  static <K, A, B> Map<K, B> map(Map<K, A> entries, Function<A, B> convert) {
    if (entries == null) {
      return null;
    }
    Map<K, B> converted = new LinkedHashMap<>(entries.size() * 4 / 3 + 1);
    for (Map.Entry<K, A> entry : entries.entrySet()) {
      converted.put(entry.getKey(), convert.apply(entry.getValue()));
    }
    return converted;
  }
}
