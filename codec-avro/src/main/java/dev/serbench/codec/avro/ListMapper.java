package dev.serbench.codec.avro;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** Converts list elements one by one, in order, for both directions of every mapper. */
final class ListMapper {

  private ListMapper() {}

  static <A, B> List<B> map(List<A> items, Function<A, B> convert) {
    List<B> converted = new ArrayList<>(items.size());
    for (A item : items) {
      converted.add(convert.apply(item));
    }
    return converted;
  }
}
