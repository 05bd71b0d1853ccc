package dev.serbench.api;

import java.time.Instant;
import java.time.temporal.ChronoUnit;

/** The finest timestamp unit a codec keeps; anything finer is a declared fidelity rule. */
public enum TimePrecision {
  NANOS(ChronoUnit.NANOS, "ns"),
  MICROS(ChronoUnit.MICROS, "µs"),
  MILLIS(ChronoUnit.MILLIS, "ms");

  private final ChronoUnit unit;
  private final String label;

  TimePrecision(ChronoUnit unit, String label) {
    this.unit = unit;
    this.label = label;
  }

  /** {@code value} as a codec with this precision gives it back (truncated toward the past). */
  public Instant apply(Instant value) {
    return this == NANOS ? value : value.truncatedTo(unit);
  }

  /** The short unit name used in tables: ns, µs or ms. */
  public String label() {
    return label;
  }
}
