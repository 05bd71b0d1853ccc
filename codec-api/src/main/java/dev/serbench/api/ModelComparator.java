package dev.serbench.api;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.reflect.RecordComponent;
import java.time.Instant;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Collection;
import java.util.Deque;
import java.util.Iterator;
import java.util.Map;
import java.util.Optional;

/**
 * Compares canonical values deeply and names the first difference by its path, such as
 * {@code items[3].medium1.createdAt: expected 0001-01-01T00:00:00Z, got 1970-01-01T00:00:00Z}.
 *
 * <p>Exact except for what a codec declares: timestamps are compared at the codec's
 * {@link TimePrecision}. Doubles are compared bit for bit; maps ignore entry order; lists do not.
 * The path is only built once a difference is found, so equal values cost no string work (the large
 * datasets hold millions of fields).
 */
public final class ModelComparator {

  /** A record's components as method handles, looked up once per class. */
  private static final ClassValue<Component[]> COMPONENTS = new ClassValue<>() {
    @Override
    protected Component[] computeValue(Class<?> type) {
      RecordComponent[] components = type.getRecordComponents();
      Component[] handles = new Component[components.length];
      MethodHandles.Lookup lookup = MethodHandles.publicLookup();
      for (int i = 0; i < components.length; i++) {
        try {
          handles[i] = new Component("." + components[i].getName(), lookup.unreflect(components[i].getAccessor()));
        } catch (IllegalAccessException e) {
          throw new IllegalStateException("cannot read " + components[i] + " of " + type.getName(), e);
        }
      }
      return handles;
    }
  };

  private record Component(String pathSegment, MethodHandle accessor) {}

  /** A difference found below some path; the segments are collected on the way back up. */
  private static final class Difference {
    final Deque<String> path = new ArrayDeque<>();
    final String message;

    Difference(String message) {
      this.message = message;
    }

    Difference under(String segment) {
      path.addFirst(segment);
      return this;
    }
  }

  private final TimePrecision precision;

  public ModelComparator(TimePrecision precision) {
    this.precision = precision;
  }

  /** The first difference between {@code expected} and {@code actual}, or empty if they are equal. */
  public Optional<String> difference(Object expected, Object actual) {
    Difference found = diff(expected, actual);
    return found == null ? Optional.empty() : Optional.of("value" + String.join("", found.path) + ": " + found.message);
  }

  private Difference diff(Object expected, Object actual) {
    if (expected == null || actual == null) {
      return expected == actual ? null : mismatch(expected, actual);
    }
    if (expected instanceof Instant e && actual instanceof Instant a) {
      Instant kept = precision.apply(e);
      return kept.equals(a) ? null : mismatch(kept, a);
    }
    if (expected instanceof Double e && actual instanceof Double a) {
      return Double.doubleToLongBits(e) == Double.doubleToLongBits(a) ? null : mismatch(e, a);
    }
    if (expected instanceof Float e && actual instanceof Float a) {
      return Float.floatToIntBits(e) == Float.floatToIntBits(a) ? null : mismatch(e, a);
    }
    if (expected instanceof byte[] e && actual instanceof byte[] a) {
      return Arrays.equals(e, a) ? null
          : new Difference("expected " + Arrays.toString(e) + ", got " + Arrays.toString(a));
    }
    if (expected.getClass().isRecord() && expected.getClass() == actual.getClass()) {
      return diffRecord(expected, actual);
    }
    if (expected instanceof Map<?, ?> e && actual instanceof Map<?, ?> a) {
      return diffMap(e, a);
    }
    if (expected instanceof Collection<?> e && actual instanceof Collection<?> a) {
      return diffCollection(e, a);
    }
    if (expected.getClass() != actual.getClass()) {
      return new Difference("expected a " + expected.getClass().getName() + ", got a " + actual.getClass().getName());
    }
    return expected.equals(actual) ? null : mismatch(expected, actual);
  }

  private Difference diffRecord(Object expected, Object actual) {
    for (Component component : COMPONENTS.get(expected.getClass())) {
      Difference found = diff(read(component, expected), read(component, actual));
      if (found != null) {
        return found.under(component.pathSegment());
      }
    }
    return null;
  }

  private static Object read(Component component, Object record) {
    try {
      return component.accessor().invoke(record);
    } catch (Throwable e) {
      throw new IllegalStateException("cannot read " + component.pathSegment().substring(1) + " of " + record.getClass(), e);
    }
  }

  private Difference diffMap(Map<?, ?> expected, Map<?, ?> actual) {
    if (expected.size() != actual.size()) {
      return new Difference("expected " + expected.size() + " entries, got " + actual.size());
    }
    for (Map.Entry<?, ?> entry : expected.entrySet()) {
      if (!actual.containsKey(entry.getKey())) {
        return new Difference("missing").under("[" + entry.getKey() + "]");
      }
      Difference found = diff(entry.getValue(), actual.get(entry.getKey()));
      if (found != null) {
        return found.under("[" + entry.getKey() + "]");
      }
    }
    return null;
  }

  private Difference diffCollection(Collection<?> expected, Collection<?> actual) {
    if (expected.size() != actual.size()) {
      return new Difference("expected " + expected.size() + " items, got " + actual.size());
    }
    Iterator<?> e = expected.iterator();
    Iterator<?> a = actual.iterator();
    for (int i = 0; e.hasNext(); i++) {
      Difference found = diff(e.next(), a.next());
      if (found != null) {
        return found.under("[" + i + "]");
      }
    }
    return null;
  }

  private static Difference mismatch(Object expected, Object actual) {
    return new Difference("expected " + shorten(expected) + ", got " + shorten(actual));
  }

  private static String shorten(Object value) {
    String text = value instanceof String s ? '"' + s + '"' : String.valueOf(value);
    return text.length() <= 80 ? text : text.substring(0, 77) + "...";
  }
}
