package dev.serbench.codec.floors;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;

/**
 * Writes the {@code raw} layout into one growable array that every message reuses: varints for lengths,
 * counts and integers, 8 little-endian bytes for doubles, UTF-8 for strings.
 */
final class RawWriter {

  private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  /** Up to this many chars, a string is copied char by char when it is ASCII (no allocation). */
  private static final int SHORT_STRING = 64;

  private byte[] buffer;
  private int position;

  RawWriter(int initialCapacity) {
    buffer = new byte[initialCapacity];
  }

  /** Starts a new message at the start of the buffer. */
  void reset() {
    position = 0;
  }

  byte[] buffer() {
    return buffer;
  }

  int position() {
    return position;
  }

  private void ensure(int bytes) {
    if (buffer.length - position < bytes) {
      grow(bytes);
    }
  }

  private void grow(int bytes) {
    long needed = (long) position + bytes;
    if (needed > Integer.MAX_VALUE - 8) {
      throw new IllegalStateException("raw message larger than 2 GiB");
    }
    buffer = Arrays.copyOf(buffer, (int) Math.max(needed, Math.min(Integer.MAX_VALUE - 8L, 2L * buffer.length)));
  }

  /** An unsigned varint (LEB128) of the 64 bits. */
  void varLong(long value) {
    ensure(10);
    byte[] b = buffer;
    int p = position;
    while ((value & ~0x7FL) != 0) {
      b[p++] = (byte) ((value & 0x7F) | 0x80);
      value >>>= 7;
    }
    b[p++] = (byte) value;
    position = p;
  }

  /** A signed integer as a zigzag varint, so that small negative values stay short. */
  void signed(long value) {
    varLong((value << 1) ^ (value >> 63));
  }

  /** A length or count. */
  void length(int value) {
    varLong(value & 0xFFFFFFFFL);
  }

  void bool(boolean value) {
    ensure(1);
    buffer[position++] = (byte) (value ? 1 : 0);
  }

  /** The presence byte of an optional value; returns whether the value follows. */
  boolean present(Object value) {
    bool(value != null);
    return value != null;
  }

  /** The exact bits, NaN payloads and -0.0 included. */
  void float64(double value) {
    ensure(8);
    LONGS.set(buffer, position, Double.doubleToRawLongBits(value));
    position += 8;
  }

  /** Seconds since the epoch (floor, zigzag) and nanoseconds 0..999,999,999: exact from year 1 on. */
  void instant(Instant value) {
    signed(value.getEpochSecond());
    length(value.getNano());
  }

  void bytes(byte[] value) {
    length(value.length);
    ensure(value.length);
    System.arraycopy(value, 0, buffer, position, value.length);
    position += value.length;
  }

  /** The UTF-8 length, then the UTF-8 bytes. */
  void string(String value) {
    int chars = value.length();
    if (chars <= SHORT_STRING && asciiInline(value, chars)) {
      return;
    }
    // String.getBytes has the JDK's intrinsic ASCII/Latin-1 check and copy; it handles every string.
    bytes(value.getBytes(StandardCharsets.UTF_8));
  }

  /** Writes a short ASCII string without allocating; returns false, having written nothing, otherwise. */
  private boolean asciiInline(String value, int chars) {
    ensure(chars + 1);
    byte[] b = buffer;
    int start = position + 1;
    for (int i = 0; i < chars; i++) {
      char c = value.charAt(i);
      if (c >= 0x80) {
        return false;
      }
      b[start + i] = (byte) c;
    }
    b[position] = (byte) chars; // a one-byte varint: chars <= SHORT_STRING < 128
    position = start + chars;
    return true;
  }

  void optionalString(String value) {
    if (present(value)) {
      string(value);
    }
  }
}
