package dev.serbench.api;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.RecordComponent;
import java.time.Instant;
import java.util.Arrays;
import java.util.Collection;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;

/**
 * Compares canonical values deeply and names the first difference by its path, such as
 * {@code items[3].medium1.createdAt: expected 0001-01-01T00:00:00Z, got 1970-01-01T00:00:00Z}.
 *
 * <p>Exact except for what a codec declares: timestamps are compared at the codec's
 * {@link TimePrecision}. Doubles are compared bit for bit; maps ignore entry order; lists do not.
 */
public final class ModelComparator {

  private final TimePrecision precision;

  public ModelComparator(TimePrecision precision) {
    this.precision = precision;
  }

  /** The first difference between {@code expected} and {@code actual}, or empty if they are equal. */
  public Optional<String> difference(Object expected, Object actual) {
    return Optional.ofNullable(diff("value", expected, actual));
  }

  private String diff(String path, Object expected, Object actual) {
    if (expected == null || actual == null) {
      return expected == actual ? null : mismatch(path, expected, actual);
    }
    if (expected instanceof Instant e && actual instanceof Instant a) {
      return precision.apply(e).equals(a) ? null : mismatch(path, precision.apply(e), a);
    }
    if (expected instanceof Double e && actual instanceof Double a) {
      return Double.doubleToLongBits(e) == Double.doubleToLongBits(a) ? null : mismatch(path, e, a);
    }
    if (expected instanceof Float e && actual instanceof Float a) {
      return Float.floatToIntBits(e) == Float.floatToIntBits(a) ? null : mismatch(path, e, a);
    }
    if (expected instanceof byte[] e && actual instanceof byte[] a) {
      return Arrays.equals(e, a) ? null : path + ": expected " + Arrays.toString(e) + ", got " + Arrays.toString(a);
    }
    if (expected.getClass().isRecord() && expected.getClass() == actual.getClass()) {
      return diffRecord(path, expected, actual);
    }
    if (expected instanceof Map<?, ?> e && actual instanceof Map<?, ?> a) {
      return diffMap(path, e, a);
    }
    if (expected instanceof Collection<?> e && actual instanceof Collection<?> a) {
      return diffCollection(path, e, a);
    }
    if (expected.getClass() != actual.getClass()) {
      return path + ": expected a " + expected.getClass().getName() + ", got a " + actual.getClass().getName();
    }
    return expected.equals(actual) ? null : mismatch(path, expected, actual);
  }

  private String diffRecord(String path, Object expected, Object actual) {
    for (RecordComponent component : expected.getClass().getRecordComponents()) {
      String found = diff(path + "." + component.getName(), read(component, expected), read(component, actual));
      if (found != null) {
        return found;
      }
    }
    return null;
  }

  private static Object read(RecordComponent component, Object record) {
    try {
      return component.getAccessor().invoke(record);
    } catch (IllegalAccessException | InvocationTargetException e) {
      throw new IllegalStateException("cannot read " + component, e);
    }
  }

  private String diffMap(String path, Map<?, ?> expected, Map<?, ?> actual) {
    if (expected.size() != actual.size()) {
      return path + ": expected " + expected.size() + " entries, got " + actual.size();
    }
    for (Map.Entry<?, ?> entry : expected.entrySet()) {
      String entryPath = path + "[" + entry.getKey() + "]";
      if (!actual.containsKey(entry.getKey())) {
        return entryPath + ": missing";
      }
      String found = diff(entryPath, entry.getValue(), actual.get(entry.getKey()));
      if (found != null) {
        return found;
      }
    }
    return null;
  }

  private String diffCollection(String path, Collection<?> expected, Collection<?> actual) {
    if (expected.size() != actual.size()) {
      return path + ": expected " + expected.size() + " items, got " + actual.size();
    }
    Iterator<?> e = expected.iterator();
    Iterator<?> a = actual.iterator();
    for (int i = 0; e.hasNext(); i++) {
      String found = diff(path + "[" + i + "]", e.next(), a.next());
      if (found != null) {
        return found;
      }
    }
    return null;
  }

  private static String mismatch(String path, Object expected, Object actual) {
    return path + ": expected " + shorten(expected) + ", got " + shorten(actual);
  }

  private static String shorten(Object value) {
    String text = value instanceof String s ? '"' + s + '"' : String.valueOf(value);
    return text.length() <= 80 ? text : text.substring(0, 77) + "...";
  }
}
