package dev.serbench.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * Lists and maps converted element by element into presized collections, for the bindings whose
 * fromModel and toModel map the canonical records to a library's own classes (DTOs, mirrors): that work
 * is timed on its own, so it converts directly, without reflection or streams. A {@code null} list or map
 * (an absent value) stays {@code null}.
 */
public final class Conversions {

  private Conversions() {}

  /** A new list of {@code items} converted one by one, in order. */
  public static <A, B> List<B> list(List<A> items, Function<A, B> convert) {
    if (items == null) {
      return null;
    }
    List<B> converted = new ArrayList<>(items.size());
    for (A item : items) {
      converted.add(convert.apply(item));
    }
    return converted;
  }

  /** A new map of the same keys, in the same order, with every value converted. */
  public static <K, A, B> Map<K, B> map(Map<K, A> entries, Function<A, B> convert) {
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
