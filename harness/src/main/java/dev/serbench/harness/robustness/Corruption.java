package dev.serbench.harness.robustness;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.SplittableRandom;

/**
 * One way of damaging a valid encoding. The harness knows no format, so the damage is generic:
 * truncation, flipped bits, random bytes, and the byte patterns that a length or count field holds
 * when it claims far more data than there is.
 */
sealed interface Corruption {

  /** Which of the pair's valid messages this corrupts. */
  int message();

  /** The kind of damage: truncate, flip, random or huge. */
  String kind();

  /** A new array: {@code valid} damaged; {@code valid} itself is left as it was. */
  byte[] apply(byte[] valid);

  /** What was done, for examples: "truncate to 12 of 57 bytes". */
  String describe();

  /** The message cut to its first {@code length} bytes. */
  record Truncation(int message, int length, int of) implements Corruption {
    @Override
    public String kind() {
      return "truncate";
    }

    @Override
    public byte[] apply(byte[] valid) {
      return Arrays.copyOf(valid, length);
    }

    @Override
    public String describe() {
      return "truncate to " + length + " of " + of + " bytes";
    }
  }

  /** Bytes XORed with non-zero masks at the given positions. */
  record Flips(int message, int[] positions, int[] masks) implements Corruption {
    @Override
    public String kind() {
      return "flip";
    }

    @Override
    public byte[] apply(byte[] valid) {
      byte[] input = valid.clone();
      for (int i = 0; i < positions.length; i++) {
        input[positions[i]] ^= (byte) masks[i];
      }
      return input;
    }

    @Override
    public String describe() {
      if (positions.length == 0) {
        return "flip nothing (empty message)";
      }
      StringBuilder text = new StringBuilder(positions.length == 1 ? "flip byte " : "flip bytes ");
      for (int i = 0; i < positions.length; i++) {
        text.append(i == 0 ? "" : ", ").append(positions[i]).append(" ^ 0x").append(HexFormat.of().toHexDigits((byte) masks[i]));
      }
      return text.toString();
    }
  }

  /** Random bytes of the message's length (drawn from {@code seed}, so both JVMs agree). */
  record RandomBytes(int message, int length, long seed) implements Corruption {
    @Override
    public String kind() {
      return "random";
    }

    private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

    @Override
    public byte[] apply(byte[] valid) {
      // Eight bytes per draw: a 27 MB message costs milliseconds, not the decode's share of the time.
      byte[] input = new byte[length];
      SplittableRandom random = new SplittableRandom(seed);
      int i = 0;
      for (; i + Long.BYTES <= length; i += Long.BYTES) {
        LONGS.set(input, i, random.nextLong());
      }
      for (; i < length; i++) {
        input[i] = (byte) random.nextInt();
      }
      return input;
    }

    @Override
    public String describe() {
      return "random " + length + " bytes";
    }
  }

  /** A huge-number pattern written over the message at {@code position} (cut off at the end if needed). */
  record Overwrite(int message, int position, HugeValue value) implements Corruption {
    @Override
    public String kind() {
      return "huge";
    }

    @Override
    public byte[] apply(byte[] valid) {
      byte[] input = valid.clone();
      byte[] pattern = value.bytes();
      System.arraycopy(pattern, 0, input, position, Math.min(pattern.length, input.length - position));
      return input;
    }

    @Override
    public String describe() {
      return "write " + HexFormat.ofDelimiter(" ").withUpperCase().formatHex(value.bytes()) + " (" + value.label()
          + ") at " + position;
    }
  }

  /** The values a corrupted length or count field is set to, in the encodings formats use for them. */
  enum HugeValue {
    U32_MAX("0xFFFFFFFF", 0xFF, 0xFF, 0xFF, 0xFF),
    U64_MAX("0xFFFFFFFFFFFFFFFF", 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF),
    I32_MAX_LE("int32 max, little-endian", 0xFF, 0xFF, 0xFF, 0x7F),
    I32_MAX_BE("int32 max, big-endian", 0x7F, 0xFF, 0xFF, 0xFF),
    I32_MIN_LE("int32 min, little-endian", 0x00, 0x00, 0x00, 0x80),
    I32_MIN_BE("int32 min, big-endian", 0x80, 0x00, 0x00, 0x00),
    I64_MAX_LE("int64 max, little-endian", 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x7F),
    I64_MAX_BE("int64 max, big-endian", 0x7F, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF),
    VARINT_I32_MAX("varint 2^31-1", 0xFF, 0xFF, 0xFF, 0xFF, 0x07),
    VARINT_U32_MAX("varint 2^32-1", 0xFF, 0xFF, 0xFF, 0xFF, 0x0F),
    VARINT_U64_MAX("varint 2^64-1", 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x01);

    private final String label;
    private final byte[] bytes;

    HugeValue(String label, int... bytes) {
      this.label = label;
      this.bytes = new byte[bytes.length];
      for (int i = 0; i < bytes.length; i++) {
        this.bytes[i] = (byte) bytes[i];
      }
    }

    String label() {
      return label;
    }

    byte[] bytes() {
      return bytes.clone();
    }

    int length() {
      return bytes.length;
    }
  }
}
