package dev.serbench.api;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/**
 * Converts lists element by element, for the mappers of schema-based codecs between the model's lists
 * and their generated types' repeated fields: one helper that every codec shares, instead of a copy
 * per module.
 */
public final class Lists {

  private Lists() {}

  /** A new mutable list of {@code items} converted one by one, in order. */
  public static <A, B> List<B> map(List<A> items, Function<A, B> convert) {
    List<B> converted = new ArrayList<>(items.size());
    for (A item : items) {
      converted.add(convert.apply(item));
    }
    return converted;
  }
}
