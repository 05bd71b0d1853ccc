package dev.serbench.codec.pojo;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** Lists and maps converted element by element into presized collections (timed as fromModel and toModel). */
final class Conversions {

  private Conversions() {}

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
