package dev.serbench.codec.flatbuffers;

import dev.serbench.api.PartialBinding;
import java.nio.ByteBuffer;
import java.util.function.ToLongFunction;

/**
 * A FlatBuffers binding whose decode reads in place and returns a {@link dev.serbench.api.Digest} of
 * what it read (the access and read variants); encode is the base binding's.
 */
final class FlatBuffersPartialBinding<T> implements PartialBinding<T, T, Long> {

  /** Reads fields of the root table of a finished buffer in place and returns their digest. */
  @FunctionalInterface
  interface Projection {
    long read(ByteBuffer buffer);
  }

  private final FlatBuffersBinding<T> base;
  private final Projection projection;
  private final ToLongFunction<Object> expected;

  /**
   * @param expected the same digest computed from the model: {@code Projections::access} or
   *     {@code Projections::read}
   */
  FlatBuffersPartialBinding(FlatBuffersBinding<T> base, Projection projection, ToLongFunction<Object> expected) {
    this.base = base;
    this.projection = projection;
    this.expected = expected;
  }

  @Override
  public T fromModel(T value) {
    return value;
  }

  @Override
  public byte[] encode(T value) {
    return base.encode(value);
  }

  @Override
  public Long decode(byte[] bytes) {
    return projection.read(ByteBuffer.wrap(bytes));
  }

  @Override
  public Object expected(T value) {
    return expected.applyAsLong(value);
  }

  @Override
  public Object actual(Long decoded) {
    return decoded;
  }
}
