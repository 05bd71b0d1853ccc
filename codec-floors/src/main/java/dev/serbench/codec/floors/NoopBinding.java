package dev.serbench.codec.floors;

import dev.serbench.api.PartialBinding;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code noop} on one dataset: value i of the dataset is "encoded" as a preallocated array of i + 1
 * bytes, so that validation still proves that each value reached encode and its bytes reached decode.
 */
final class NoopBinding<T> implements PartialBinding<T, byte[], byte[]> {

  /** The dataset's own value instances (built once and shared), mapped to their preallocated arrays. */
  private final Map<T, byte[]> messages = new IdentityHashMap<>();

  NoopBinding(List<T> values) {
    for (int i = 0; i < values.size(); i++) {
      messages.put(values.get(i), new byte[i + 1]);
    }
  }

  @Override
  public byte[] fromModel(T value) {
    byte[] message = messages.get(value);
    if (message == null) {
      throw new IllegalArgumentException("noop was bound to other values than " + value.getClass().getSimpleName());
    }
    return message;
  }

  @Override
  public byte[] encode(byte[] message) {
    return message;
  }

  @Override
  public byte[] decode(byte[] bytes) {
    return bytes;
  }

  @Override
  public Object expected(T value) {
    return fromModel(value).length;
  }

  @Override
  public Object actual(byte[] decoded) {
    return decoded.length;
  }
}
