package dev.serbench.codec.thrift;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** Converts between model lists and the {@code list<...>} fields of generated structs. */
final class Lists {

  private Lists() {}

  /** A new list of {@code items} converted one by one, in order. */
  static <A, B> List<B> map(List<A> items, Function<A, B> convert) {
    List<B> converted = new ArrayList<>(items.size());
    for (A item : items) {
      converted.add(convert.apply(item));
    }
    return converted;
  }
}
