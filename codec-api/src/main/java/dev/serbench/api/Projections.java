package dev.serbench.api;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * What the {@code access} and {@code read} variants of zero-copy formats must compute from the bytes,
 * computed here from the canonical records (for validation; never timed).
 */
public final class Projections {

  private Projections() {}

  /** The {@link Digest} of every field of {@code value}, by the rules in Digest's class comment. */
  public static long read(Object value) {
    Digest digest = new Digest();
    fold(digest, value);
    return digest.value();
  }

  /**
   * The one field an {@code access} variant reads: the root's first component, descending through
   * nested records to their first component; a list or map gives its size, a string or byte array
   * its {@link Digest#addText text digest}, a scalar or timestamp its value. Returned as the
   * {@link Digest} of that single item.
   */
  public static long access(Object root) {
    Object item = root;
    while (item != null && item.getClass().isRecord()) {
      item = component(item, item.getClass().getRecordComponents()[0]);
    }
    Digest digest = new Digest();
    if (item instanceof List<?> list) {
      digest.add(list.size());
    } else if (item instanceof Map<?, ?> map) {
      digest.add(map.size());
    } else {
      fold(digest, item);
    }
    return digest.value();
  }

  private static void fold(Digest digest, Object value) {
    if (value == null) {
      digest.addNull();
    } else if (value instanceof String s) {
      text(digest, s.getBytes(StandardCharsets.UTF_8));
    } else if (value instanceof byte[] bytes) {
      text(digest, bytes);
    } else if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
      digest.add(((Number) value).longValue());
    } else if (value instanceof Double || value instanceof Float) {
      digest.add(((Number) value).doubleValue());
    } else if (value instanceof Boolean b) {
      digest.add(b);
    } else if (value instanceof Enum<?> e) {
      digest.add(e.ordinal());
    } else if (value instanceof Instant t) {
      digest.addTimestamp(t.getEpochSecond(), t.getNano());
    } else if (value instanceof List<?> list) {
      digest.add(list.size());
      for (Object element : list) {
        fold(digest, element);
      }
    } else if (value instanceof Map<?, ?> map) {
      long sum = 0;
      for (Map.Entry<?, ?> entry : map.entrySet()) {
        Digest entryDigest = new Digest();
        fold(entryDigest, entry.getKey());
        fold(entryDigest, entry.getValue());
        sum += entryDigest.value();
      }
      digest.addMap(map.size(), sum);
    } else if (value.getClass().isRecord()) {
      digest.addPresent();
      for (RecordComponent component : value.getClass().getRecordComponents()) {
        fold(digest, component(value, component));
      }
    } else {
      throw new IllegalArgumentException("no digest rule for " + value.getClass().getName());
    }
  }

  private static void text(Digest digest, byte[] bytes) {
    int n = bytes.length;
    digest.addText(n, n == 0 ? 0 : bytes[0], n == 0 ? 0 : bytes[n - 1]);
  }

  private static Object component(Object record, RecordComponent component) {
    try {
      return component.getAccessor().invoke(record);
    } catch (IllegalAccessException | InvocationTargetException e) {
      throw new IllegalStateException("cannot read " + record.getClass().getSimpleName() + "." + component.getName(), e);
    }
  }
}
