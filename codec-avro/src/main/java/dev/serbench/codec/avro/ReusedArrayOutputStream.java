package dev.serbench.codec.avro;

import java.io.ByteArrayOutputStream;

/**
 * A {@link ByteArrayOutputStream} whose array is read in place: {@link #array()} and {@link #size()}
 * give the written bytes without {@code toByteArray()}'s copy, and {@link #reset()} reuses the array.
 */
final class ReusedArrayOutputStream extends ByteArrayOutputStream {

  ReusedArrayOutputStream(int size) {
    super(size);
  }

  /** The current array, replaced by a larger one when a write does not fit; bytes [0, size()) are written. */
  byte[] array() {
    return buf;
  }
}
