package dev.serbench.codec.capnp;

import dev.serbench.api.PartialBinding;
import java.io.IOException;
import java.util.function.ToLongFunction;
import org.capnproto.MessageReader;

/**
 * A Cap'n Proto binding whose decode reads in place and returns a {@link dev.serbench.api.Digest} of
 * what it read (the access and read variants); encode is the base binding's (standard framing), and
 * decode opens the message as the base codec does (Serialize.read under {@link ReadLimits}).
 */
final class CapnpPartialBinding<T> implements PartialBinding<T, T, Long> {

  /** Reads fields of the root struct of {@code message} in place and returns their digest. */
  @FunctionalInterface
  interface Projection {
    long read(MessageReader message);
  }

  private final CapnpBinding<T> base;
  private final Projection projection;
  private final ToLongFunction<Object> expected;

  /**
   * @param expected the same digest computed from the model: {@code Projections::access} or
   *     {@code Projections::read}
   */
  CapnpPartialBinding(CapnpBinding<T> base, Projection projection, ToLongFunction<Object> expected) {
    this.base = base;
    this.projection = projection;
    this.expected = expected;
  }

  @Override
  public T fromModel(T value) {
    return value;
  }

  @Override
  public byte[] encode(T value) throws IOException {
    return base.encode(value);
  }

  @Override
  public Long decode(byte[] bytes) throws IOException {
    return projection.read(Framing.STANDARD.read(bytes));
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
