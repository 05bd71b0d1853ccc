package dev.serbench.codec.floors;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.CharBuffer;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;

/**
 * Writes the {@code raw} layout into one growable array that every message reuses: varints for lengths,
 * counts and integers, 8 little-endian bytes for doubles, Latin-1 or UTF-8 for strings (see {@link #string}).
 */
final class RawWriter {

  private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  /** Up to this many chars, a string is copied char by char when it is Latin-1 (no allocation). */
  private static final int SHORT_STRING = 64;

  private byte[] buffer;
  private int position;
  private final char[] chunk = new char[4096];
  private final CharBuffer chunkBuffer = CharBuffer.wrap(chunk);
  private final CharsetEncoder latin1 = StandardCharsets.ISO_8859_1.newEncoder();

  /** Whether Latin-1 strings are copied straight from the String's own bytes ({@link Latin1Strings}). */
  private final boolean ownBytes;

  RawWriter(int initialCapacity) {
    this(initialCapacity, Latin1Strings.AVAILABLE);
  }

  /** {@code ownBytes} false takes the public-API path even where {@link Latin1Strings} works (tests). */
  RawWriter(int initialCapacity, boolean ownBytes) {
    if (ownBytes && !Latin1Strings.AVAILABLE) {
      throw new IllegalArgumentException("Latin1Strings is not available on this JVM");
    }
    buffer = new byte[initialCapacity];
    this.ownBytes = ownBytes;
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

  /**
   * A string: a varint header {@code (byteLength << 1) | latin1}, then the bytes. A string whose chars
   * are all below 256 (ASCII and Latin-1, the JDK's compact strings) is written one byte per char with
   * flag 1, which the reader turns back with the JDK's Latin-1 constructor (a plain copy); any other
   * string is written as UTF-8 with flag 0. The Latin-1 bytes come from the String itself in one copy
   * ({@link Latin1Strings}); without it, from the public JDK APIs below, with the same output.
   */
  void string(String value) {
    if (ownBytes) {
      byte[] latin1 = Latin1Strings.bytesOf(value);
      if (latin1 != null) {
        latin1Copy(latin1);
        return;
      }
      // not a Latin-1 compact string, so (compact strings being on) a char is above 255: UTF-8 below
    } else {
      int chars = value.length();
      if (chars <= SHORT_STRING ? latin1Inline(value, chars) : latin1Chunks(value, chars)) {
        return;
      }
    }
    byte[] utf8 = value.getBytes(StandardCharsets.UTF_8);
    varLong((long) utf8.length << 1);
    ensure(utf8.length);
    System.arraycopy(utf8, 0, buffer, position, utf8.length);
    position += utf8.length;
  }

  /** Writes a Latin-1 string from the String's own bytes: one copy (see {@link Latin1Strings}). */
  private void latin1Copy(byte[] latin1) {
    int chars = latin1.length;
    varLong((long) chars << 1 | 1);
    ensure(chars);
    System.arraycopy(latin1, 0, buffer, position, chars);
    position += chars;
  }

  /**
   * Without {@link Latin1Strings}: writes a short Latin-1 string char by char; returns false, having
   * written nothing, otherwise.
   */
  private boolean latin1Inline(String value, int chars) {
    ensure(chars + 1);
    byte[] b = buffer;
    int start = position + 1;
    for (int i = 0; i < chars; i++) {
      char c = value.charAt(i);
      if (c > 0xFF) {
        return false;
      }
      b[start + i] = (byte) c;
    }
    b[position] = (byte) (chars << 1 | 1); // a one-byte varint: chars <= SHORT_STRING < 64
    position = start + chars;
    return true;
  }

  /**
   * Without {@link Latin1Strings}: writes a long Latin-1 string through the JDK's ISO-8859-1 encoder (an intrinsic, vectorised array
   * loop) in chunks of a small reused char array, so the string is copied out once without a
   * temporary byte array; returns false, having written nothing, when a char is above 255.
   */
  private boolean latin1Chunks(String value, int chars) {
    int start = position;
    varLong((long) chars << 1 | 1);
    ensure(chars);
    ByteBuffer out = ByteBuffer.wrap(buffer, position, chars);
    CharsetEncoder encoder = latin1.reset();
    for (int offset = 0; offset < chars; offset += chunk.length) {
      int length = Math.min(chunk.length, chars - offset);
      value.getChars(offset, offset + length, chunk, 0);
      chunkBuffer.clear().limit(length);
      if (!encoder.encode(chunkBuffer, out, false).isUnderflow()) {
        position = start;
        return false;
      }
    }
    position += chars;
    return true;
  }

  void optionalString(String value) {
    if (present(value)) {
      string(value);
    }
  }
}
