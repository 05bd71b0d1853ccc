package dev.serbench.api;

/**
 * A binding that writes each message into one reused output array instead of returning a new one: the
 * "reused output" variants (the Go suite's buffer-reuse rows). The encode benchmark times
 * {@link #encodeInto}; {@link Binding#encode} of such a binding returns a copy of the same bytes
 * (validation checks that both agree), so that every array it returns stays valid.
 *
 * @param <E> what encode takes
 */
public interface ReusedOutput<E> {

  /**
   * Encodes {@code value} into {@link #buffer()}, growing or replacing it if needed, and returns the
   * message length; the message is at {@link #offset()}. The bytes stay valid until the next call. Timed.
   */
  int encodeInto(E value) throws Exception;

  /** The reused output array, holding the last message {@link #encodeInto} wrote at {@link #offset()}. */
  byte[] buffer();

  /**
   * Where the last message starts in {@link #buffer()}: 0 for most writers; formats built back to front
   * (FlatBuffers) finish at the end of their array.
   */
  default int offset() {
    return 0;
  }
}
