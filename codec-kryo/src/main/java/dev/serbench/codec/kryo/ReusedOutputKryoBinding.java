package dev.serbench.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Output;
import dev.serbench.api.ModelBinding;
import dev.serbench.api.ReusedOutput;
import java.util.Arrays;

/**
 * The {@code kryo-reuse} row: Kryo writing into its {@link Output}'s byte array, which is handed out in
 * place (the message is bytes 0 to {@link Output#position()}) rather than copied by {@code toBytes()}.
 * Decode is {@link KryoBinding}'s.
 */
final class ReusedOutputKryoBinding<T> extends ModelBinding<T> implements ReusedOutput<T> {

  private final KryoBinding<T> base;
  private final Kryo kryo = KryoRegistrations.newKryo();
  private final Output output = KryoBuffers.output();

  ReusedOutputKryoBinding(Class<T> model) {
    this.base = new KryoBinding<>(model);
  }

  @Override
  public int encodeInto(T value) {
    output.reset();
    kryo.writeObject(output, value);
    return output.position();
  }

  @Override
  public byte[] buffer() {
    // The Output replaces its array when it grows: read it after every write.
    return output.getBuffer();
  }

  /** A copy of what {@link #encodeInto} wrote, so that the array stays valid after later calls. */
  @Override
  public byte[] encode(T value) {
    int length = encodeInto(value);
    return Arrays.copyOf(output.getBuffer(), length);
  }

  @Override
  public T decode(byte[] bytes) {
    return base.decode(bytes);
  }
}
