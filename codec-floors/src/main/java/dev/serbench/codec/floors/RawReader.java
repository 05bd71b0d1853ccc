package dev.serbench.codec.floors;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.Arrays;

/**
 * Reads the {@code raw} layout with every length, count and value checked against the bytes left, so
 * that corrupted input throws {@link RawFormatException} before anything large is allocated.
 */
final class RawReader {

  private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long MIN_SECOND = Instant.MIN.getEpochSecond();
  private static final long MAX_SECOND = Instant.MAX.getEpochSecond();

  private final byte[] bytes;
  private final int limit;
  private int position;

  RawReader(byte[] bytes) {
    this.bytes = bytes;
    this.limit = bytes.length;
  }

  private RawFormatException error(String message) {
    return new RawFormatException(message, position);
  }

  /** Throws unless every byte was read. */
  void end() {
    if (position != limit) {
      throw error((limit - position) + " bytes left after the message");
    }
  }

  long varLong() {
    byte[] b = bytes;
    int p = position;
    long value = 0;
    for (int shift = 0; shift < 64; shift += 7) {
      if (p >= limit) {
        throw error("truncated varint");
      }
      byte next = b[p++];
      value |= (long) (next & 0x7F) << shift;
      if (next >= 0) {
        if (shift == 63 && next > 1) {
          throw error("varint longer than 64 bits");
        }
        position = p;
        return value;
      }
    }
    throw error("varint longer than 10 bytes");
  }

  long signed() {
    long raw = varLong();
    return (raw >>> 1) ^ -(raw & 1);
  }

  int signedInt() {
    long value = signed();
    if ((int) value != value) {
      throw error("int out of range: " + value);
    }
    return (int) value;
  }

  /** A length of {@code n} bytes that must still follow. */
  int length() {
    long n = varLong();
    if (n < 0 || n > limit - position) {
      throw error("length " + n + " beyond the " + (limit - position) + " bytes left");
    }
    return (int) n;
  }

  /** A count of items of at least {@code minBytes} bytes each, checked before anything is allocated. */
  int count(int minBytes) {
    long n = varLong();
    if (n < 0 || n > (limit - position) / minBytes) {
      throw error("count " + n + " of items of at least " + minBytes + " bytes beyond the " + (limit - position) + " bytes left");
    }
    return (int) n;
  }

  /** A value 0 .. bound - 1 (an enum ordinal, a nanosecond). */
  int bounded(int bound) {
    long n = varLong();
    if (n < 0 || n >= bound) {
      throw error("value " + n + " not below " + bound);
    }
    return (int) n;
  }

  boolean bool() {
    if (position >= limit) {
      throw error("truncated boolean");
    }
    byte b = bytes[position];
    if (b != 0 && b != 1) {
      throw error("boolean byte " + b);
    }
    position++;
    return b == 1;
  }

  /** The presence byte of an optional value. */
  boolean present() {
    return bool();
  }

  double float64() {
    if (limit - position < 8) {
      throw error("truncated double");
    }
    double value = Double.longBitsToDouble((long) LONGS.get(bytes, position));
    position += 8;
    return value;
  }

  Instant instant() {
    long seconds = signed();
    int nanos = bounded(1_000_000_000);
    if (seconds < MIN_SECOND || seconds > MAX_SECOND) {
      throw error("instant seconds out of range: " + seconds);
    }
    return Instant.ofEpochSecond(seconds, nanos);
  }

  byte[] bytes() {
    int n = length();
    byte[] value = Arrays.copyOfRange(bytes, position, position + n);
    position += n;
    return value;
  }

  /** A string as {@link RawWriter#string} wrote it: Latin-1 (a plain copy) or UTF-8, by the header's low bit. */
  String string() {
    long header = varLong();
    if (header < 0 || (header >>> 1) > limit - position) {
      throw error("string of " + (header >>> 1) + " bytes beyond the " + (limit - position) + " bytes left");
    }
    int n = (int) (header >>> 1);
    String value = new String(bytes, position, n, (header & 1) != 0 ? StandardCharsets.ISO_8859_1 : StandardCharsets.UTF_8);
    position += n;
    return value;
  }

  String optionalString() {
    return present() ? string() : null;
  }
}
