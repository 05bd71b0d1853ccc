package dev.serbench.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * A named workload: a deterministic list of at least {@value #MIN_VALUES} distinct canonical values of
 * one model type, built once on first use and the same for every codec. Value 0 is the source study's
 * value; the others vary its contents from a fixed seed, so that the timed loop, which cycles through
 * them, never encodes or decodes the same input twice in a row.
 *
 * @param <T> the canonical model type
 */
public final class Dataset<T> {

  /** The fewest distinct values a dataset may hold; {@link #values()} refuses fewer. */
  public static final int MIN_VALUES = 8;

  private final String id;
  private final String family;
  private final String description;
  private final Class<T> model;
  private final boolean large;
  private final long payloadBytes;
  private final long elements;
  private final String fieldRules;
  private final int valueCount;
  private final Supplier<List<T>> factory;
  private volatile List<T> values;

  private Dataset(Builder<T> b) {
    this.id = Objects.requireNonNull(b.id);
    this.family = Objects.requireNonNull(b.family);
    this.description = Objects.requireNonNull(b.description);
    this.model = Objects.requireNonNull(b.model);
    this.large = b.large;
    this.payloadBytes = b.payloadBytes;
    this.elements = b.elements;
    this.fieldRules = Objects.requireNonNull(b.fieldRules);
    this.valueCount = b.valueCount;
    this.factory = Objects.requireNonNull(b.factory);
  }

  /** Stable id such as {@code person} or {@code map-1000}. */
  public String id() {
    return id;
  }

  /** The family the dataset belongs to (its schema file name): person, structs, maps, gpb, event, media. */
  public String family() {
    return family;
  }

  /** One line saying what a value holds. */
  public String description() {
    return description;
  }

  /** The canonical model type of every value. */
  public Class<T> model() {
    return model;
  }

  /** Whether the dataset is in group {@code large}: quick runs skip it unless it is named. */
  public boolean large() {
    return large;
  }

  /** For payload-size datasets, the bytes of payload per value (MB/s is computed from it); else 0. */
  public long payloadBytes() {
    return payloadBytes;
  }

  /** The number of elements (map entries, list items) per value, for per-element cost; 0 if none. */
  public long elements() {
    return elements;
  }

  /**
   * The logical schema every codec writes, one rule per field kind, e.g. "name: UTF-8 string;
   * birthDay: timestamp" (a timestamp follows {@link FieldRules#TIMESTAMP}).
   */
  public String fieldRules() {
    return fieldRules;
  }

  /** How many values {@link #values()} holds, known without building them (the large datasets take GBs). */
  public int valueCount() {
    return valueCount;
  }

  /**
   * The values, built on first call; the same list for every caller. Never modify them.
   *
   * @throws IllegalStateException if the factory gave fewer than {@value #MIN_VALUES} values or two equal ones
   */
  public List<T> values() {
    List<T> v = values;
    if (v == null) {
      synchronized (this) {
        v = values;
        if (v == null) {
          v = List.copyOf(factory.get());
          requireDistinct(v);
          values = v;
        }
      }
    }
    return v;
  }

  /**
   * Drops the built values (the next {@link #values()} builds them again), for commands that pass over
   * every dataset once and must not hold them all: the group-large ones take gigabytes.
   */
  public void release() {
    synchronized (this) {
      values = null;
    }
  }

  private void requireDistinct(List<T> v) {
    if (v.size() != valueCount) {
      throw new IllegalStateException("dataset " + id + " built " + v.size() + " values, not the " + valueCount + " it declares");
    }
    if (v.size() < MIN_VALUES) {
      throw new IllegalStateException("dataset " + id + " has " + v.size() + (v.size() == 1 ? " value" : " values")
          + "; every dataset needs at least " + MIN_VALUES + " distinct values");
    }
    // Values differ early (an id, a first string), so this stops at the first fields even on the largest.
    ModelComparator exact = new ModelComparator(TimePrecision.NANOS);
    for (int i = 0; i < v.size(); i++) {
      for (int j = i + 1; j < v.size(); j++) {
        if (exact.difference(v.get(i), v.get(j)).isEmpty()) {
          throw new IllegalStateException("dataset " + id + ": values " + i + " and " + j + " are equal;"
              + " every dataset needs at least " + MIN_VALUES + " distinct values");
        }
      }
    }
  }

  @Override
  public String toString() {
    return id;
  }

  static <T> Builder<T> builder(String id, String family, Class<T> model) {
    return new Builder<>(id, family, model);
  }

  static final class Builder<T> {
    private final String id;
    private final String family;
    private final Class<T> model;
    private String description = "";
    private boolean large;
    private long payloadBytes;
    private long elements;
    private String fieldRules = "";
    private int valueCount;
    private Supplier<List<T>> factory;

    private Builder(String id, String family, Class<T> model) {
      this.id = id;
      this.family = family;
      this.model = model;
    }

    Builder<T> description(String description) {
      this.description = description;
      return this;
    }

    Builder<T> large() {
      this.large = true;
      return this;
    }

    Builder<T> payloadBytes(long payloadBytes) {
      this.payloadBytes = payloadBytes;
      return this;
    }

    Builder<T> elements(long elements) {
      this.elements = elements;
      return this;
    }

    Builder<T> fieldRules(String fieldRules) {
      this.fieldRules = fieldRules;
      return this;
    }

    /** {@code count} values from {@code factory}. */
    Dataset<T> values(int count, Supplier<List<T>> factory) {
      this.valueCount = count;
      this.factory = factory;
      return new Dataset<>(this);
    }

    /** The study's value as value 0, then {@code MIN_VALUES - 1} values varied from the dataset's seed. */
    Dataset<T> values(Supplier<T> study, Function<Variation, T> varied) {
      return values(MIN_VALUES, () -> {
        Variation variation = new Variation(id);
        List<T> values = new ArrayList<>(MIN_VALUES);
        values.add(study.get());
        while (values.size() < MIN_VALUES) {
          variation.nextValue();
          values.add(varied.apply(variation));
        }
        return values;
      });
    }

    /** One value only: {@link Dataset#values()} refuses it (kept for the test of that rule). */
    Dataset<T> value(Supplier<T> factory) {
      return values(1, () -> List.of(factory.get()));
    }
  }
}
