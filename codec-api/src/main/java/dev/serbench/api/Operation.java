package dev.serbench.api;

import java.util.Locale;

/**
 * A step of a codec that serbench can time; each is a JMH benchmark method of the same name.
 *
 * <p>Every codec times {@link #ENCODE} and {@link #DECODE} unless it is a variant that differs from
 * its base codec in one of them only (an output-buffer variant times encode, an access or read variant
 * times decode). Codecs whose {@link Binding#fromModel}/{@link Binding#toModel} do real work (building
 * a generated message from the canonical records and back) also time those conversions, so that a
 * reader whose application keeps its own model can add them to encode and decode.
 */
public enum Operation {
  /** {@link Binding#encode}, or {@link ReusedOutput#encodeInto} for a binding with a reused output. */
  ENCODE,
  /** {@link Binding#decode}. */
  DECODE,
  /** {@link Binding#fromModel}: the canonical records to what encode takes. */
  FROM_MODEL,
  /** {@link Binding#toModel}: what decode returned to the canonical records. */
  TO_MODEL;

  /** The JMH benchmark method and JSON name: encode, decode, fromModel, toModel. */
  public String method() {
    return switch (this) {
      case ENCODE -> "encode";
      case DECODE -> "decode";
      case FROM_MODEL -> "fromModel";
      case TO_MODEL -> "toModel";
    };
  }

  /** The operation whose {@link #method()} is {@code name}. */
  public static Operation ofMethod(String name) {
    for (Operation op : values()) {
      if (op.method().equals(name)) {
        return op;
      }
    }
    throw new IllegalArgumentException("unknown operation '" + name + "'");
  }

  @Override
  public String toString() {
    return name().toLowerCase(Locale.ROOT);
  }
}
