package dev.serbench.api;

import java.util.List;
import java.util.Objects;
import java.util.function.Supplier;

/**
 * A named workload: a deterministic list of canonical values of one model type, built once on first
 * use and the same for every codec.
 *
 * @param <T> the canonical model type
 */
public final class Dataset<T> {

  private final String id;
  private final String family;
  private final String description;
  private final Class<T> model;
  private final boolean large;
  private final long payloadBytes;
  private final long elements;
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

  /** The values, built on first call; the same list for every caller. Never modify them. */
  public List<T> values() {
    List<T> v = values;
    if (v == null) {
      synchronized (this) {
        v = values;
        if (v == null) {
          v = List.copyOf(factory.get());
          if (v.isEmpty()) {
            throw new IllegalStateException("dataset " + id + " has no values");
          }
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

    Dataset<T> values(Supplier<List<T>> factory) {
      this.factory = factory;
      return new Dataset<>(this);
    }

    Dataset<T> value(Supplier<T> factory) {
      return values(() -> List.of(factory.get()));
    }
  }
}
