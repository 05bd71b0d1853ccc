package dev.serbench.codec.floors;

import java.lang.reflect.Field;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Reads the bytes a compact (Latin-1) {@code String} already holds, without copying them first: the
 * fastest way out of a String that exists on the JVM, and the one Apache Fory uses, so {@code raw} stays
 * an upper bound. With compact strings (the default since JDK 9) a string whose chars are all below 256
 * is stored as one byte per char with coder 0; {@link #bytesOf} returns that array, or {@code null} for
 * any other string. The array belongs to the String: callers copy from it and never write to it.
 *
 * <p>The fields are found through {@code sun.misc.Unsafe} (module {@code jdk.unsupported}, no
 * {@code --add-opens} needed). When the JVM's String does not have the expected layout (compact strings
 * off, another JDK), the self-check at class initialisation fails and {@link #AVAILABLE} is false: the
 * writer then falls back to public JDK APIs, slower but with the same output.
 */
final class Latin1Strings {

  /** Whether {@link #bytesOf} can answer; false means it always returns {@code null}. */
  static final boolean AVAILABLE;

  private static final sun.misc.Unsafe UNSAFE;
  private static final long VALUE_OFFSET;
  private static final long CODER_OFFSET;
  private static final byte LATIN1 = 0;

  static {
    sun.misc.Unsafe unsafe = null;
    long value = -1;
    long coder = -1;
    boolean available = false;
    try {
      Field theUnsafe = sun.misc.Unsafe.class.getDeclaredField("theUnsafe");
      theUnsafe.setAccessible(true);
      unsafe = (sun.misc.Unsafe) theUnsafe.get(null);
      Field valueField = String.class.getDeclaredField("value");
      Field coderField = String.class.getDeclaredField("coder");
      if (valueField.getType() == byte[].class && coderField.getType() == byte.class) {
        value = unsafe.objectFieldOffset(valueField);
        coder = unsafe.objectFieldOffset(coderField);
        available = selfCheck(unsafe, value, coder);
      }
    } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
      available = false;
    }
    UNSAFE = unsafe;
    VALUE_OFFSET = value;
    CODER_OFFSET = coder;
    AVAILABLE = available;
  }

  private Latin1Strings() {}

  /** Proves the layout on strings built at run time: Latin-1 ones expose their bytes, others do not. */
  private static boolean selfCheck(sun.misc.Unsafe unsafe, long value, long coder) {
    String latin1 = new String(new char[] {'a', '\u00E9', 'z'});
    String utf16 = new String(new char[] {'a', '\u0100'});
    return unsafe.getByte(latin1, coder) == LATIN1
        && Arrays.equals((byte[]) unsafe.getObject(latin1, value), latin1.getBytes(StandardCharsets.ISO_8859_1))
        && unsafe.getByte(utf16, coder) != LATIN1;
  }

  /** The string's own Latin-1 bytes (one per char, read-only), or {@code null} if it is not Latin-1. */
  static byte[] bytesOf(String s) {
    if (!AVAILABLE || UNSAFE.getByte(s, CODER_OFFSET) != LATIN1) {
      return null;
    }
    return (byte[]) UNSAFE.getObject(s, VALUE_OFFSET);
  }
}
