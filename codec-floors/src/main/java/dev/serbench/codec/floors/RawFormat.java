package dev.serbench.codec.floors;

import java.util.ArrayList;
import java.util.List;

/**
 * The {@code raw} layout of one model type: its components in declaration order, no tags or names.
 *
 * @param <T> the model type
 */
interface RawFormat<T> {

  void write(RawWriter out, T value);

  T read(RawReader in);

  /** A list: its size, then each item. */
  static <T> void writeList(RawWriter out, List<T> items, RawFormat<T> item) {
    int size = items.size();
    out.length(size);
    for (int i = 0; i < size; i++) {
      item.write(out, items.get(i));
    }
  }

  /** A list whose items take at least {@code minBytes} each, so that a corrupted size cannot allocate much. */
  static <T> List<T> readList(RawReader in, int minBytes, RawFormat<T> item) {
    int size = in.count(minBytes);
    List<T> items = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      items.add(item.read(in));
    }
    return items;
  }

  /** Capacity of a HashMap that holds {@code size} entries without rehashing. */
  static int mapCapacity(int size) {
    return (int) Math.min(1 << 30, size / 3L * 4 + 16);
  }
}
