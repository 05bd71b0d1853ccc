package dev.serbench.api;

/**
 * A running 64-bit fold of field values: what a {@code read} variant computes from the bytes, field by
 * field, without building objects, and what {@link Projections#read} computes from the canonical
 * records in the same order, so that validation can prove the variant read every field.
 *
 * <p>The rules (the model walk and every read variant follow them):
 * <ul>
 *   <li>a record's components in declaration order; a present nested record adds {@link #addPresent()}
 *       first, an absent (null) record, string, byte array, boxed scalar or timestamp adds {@link #addNull()};
 *   <li>integers (any width, unsigned 64-bit as its bit pattern) {@link #add(long)}; doubles
 *       {@link #add(double)}; booleans {@link #add(boolean)}; enums their ordinal in the model enum;
 *   <li>strings and byte arrays {@link #addText}: the UTF-8 (or byte) length and the first and last byte,
 *       which a zero-copy reader finds in place without decoding the text;
 *   <li>timestamps {@link #addTimestamp}: seconds since the epoch (floor) and nanoseconds 0..999,999,999;
 *   <li>lists: the size, then each element; maps {@link #addMap}: the size and the sum of the
 *       digests of the entries (each entry folded in a new Digest: key, then value), so that the order of
 *       the entries does not matter.
 * </ul>
 */
public final class Digest {

  private static final long MULTIPLIER = 0x9E3779B97F4A7C15L;
  private static final long NULL = 0x6E756C6CL;
  private static final long PRESENT = 0x70726573L;

  private long state = 0x73657262656E6368L;

  /** Folds one integer. */
  public Digest add(long value) {
    state = (Long.rotateLeft(state, 23) ^ value) * MULTIPLIER;
    return this;
  }

  public Digest add(double value) {
    return add(Double.doubleToLongBits(value));
  }

  public Digest add(boolean value) {
    return add(value ? 1 : 0);
  }

  /** Marks an absent optional value. */
  public Digest addNull() {
    return add(NULL);
  }

  /** Marks a present nested record, before its fields. */
  public Digest addPresent() {
    return add(PRESENT);
  }

  /**
   * Folds a string or byte array by its length in bytes (UTF-8 for strings) and its first and last
   * byte (ignored when empty).
   */
  public Digest addText(int length, byte first, byte last) {
    add(length);
    if (length > 0) {
      add(first & 0xFF);
      add(last & 0xFF);
    }
    return this;
  }

  /** Folds a timestamp: seconds since 1970 (floor) and nanoseconds within the second. */
  public Digest addTimestamp(long epochSecond, int nanos) {
    return add(epochSecond).add(nanos);
  }

  /** Folds a map from its size and the sum of its entries' digests (see the class comment). */
  public Digest addMap(int size, long entryDigestSum) {
    return add(size).add(entryDigestSum);
  }

  /** The digest so far. */
  public long value() {
    return state;
  }
}
