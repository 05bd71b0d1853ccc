package dev.serbench.codec.floors;

/** Bytes that are not a {@code raw} encoding of the expected type: truncated, too long or out of range. */
public final class RawFormatException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  RawFormatException(String message, int offset) {
    super(message + " at byte " + offset);
  }
}
