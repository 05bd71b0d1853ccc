package dev.serbench.codec.floors;

import dev.serbench.api.PartialBinding;
import dev.serbench.api.ReusedOutput;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code memcpy} on one dataset: each value stands for a source array of its byte count; encode copies
 * it into one preallocated destination, decode copies its input into another. Validation compares the
 * bytes decode copied with the source bytes of the value.
 */
final class MemcpyBinding<T> implements PartialBinding<T, byte[], byte[]>, ReusedOutput<byte[]> {

  /** The dataset's own value instances (they are built once and shared), mapped to their source bytes. */
  private final Map<T, byte[]> sources = new IdentityHashMap<>();
  private byte[] encoded;
  private byte[] decoded;
  private int decodedLength;

  MemcpyBinding(List<T> values, List<byte[]> sourceBytes) {
    int largest = 0;
    for (int i = 0; i < values.size(); i++) {
      sources.put(values.get(i), sourceBytes.get(i));
      largest = Math.max(largest, sourceBytes.get(i).length);
    }
    encoded = new byte[largest];
    decoded = new byte[largest];
  }

  private byte[] source(T value) {
    byte[] source = sources.get(value);
    if (source == null) {
      throw new IllegalArgumentException("memcpy was bound to other values than " + value.getClass().getSimpleName() + "@"
          + System.identityHashCode(value));
    }
    return source;
  }

  @Override
  public byte[] fromModel(T value) {
    return source(value);
  }

  @Override
  public int encodeInto(byte[] source) {
    System.arraycopy(source, 0, encoded, 0, source.length);
    return source.length;
  }

  @Override
  public byte[] buffer() {
    return encoded;
  }

  @Override
  public byte[] encode(byte[] source) {
    return Arrays.copyOf(source, source.length);
  }

  @Override
  public byte[] decode(byte[] bytes) {
    if (bytes.length > decoded.length) {
      decoded = new byte[bytes.length];
    }
    System.arraycopy(bytes, 0, decoded, 0, bytes.length);
    decodedLength = bytes.length;
    return decoded;
  }

  @Override
  public Object expected(T value) {
    return source(value);
  }

  /** The bytes the last decode copied (validation calls this right after each decode). */
  @Override
  public Object actual(byte[] decodedBytes) {
    return Arrays.copyOf(decodedBytes, decodedLength);
  }
}
