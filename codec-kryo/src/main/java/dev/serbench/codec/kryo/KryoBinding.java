package dev.serbench.codec.kryo;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.io.Input;
import com.esotericsoftware.kryo.io.Output;
import dev.serbench.api.ModelBinding;

/**
 * Kryo on one canonical record type. Kryo is not thread-safe and is documented to be used as one
 * instance per thread, reusing its {@link Output} and {@link Input}: a binding is used by one thread, so
 * it owns all three. The codec chooses the buffer classes (Kryo's plain ones, or its unsafe ones).
 */
final class KryoBinding<T> extends ModelBinding<T> {

  private final Class<T> model;
  private final Kryo kryo = KryoRegistrations.newKryo();
  private final Output output;
  private final Input input;

  /** {@code kryo}'s binding: Kryo's plain byte-array {@link Output} and {@link Input}. */
  KryoBinding(Class<T> model) {
    this(model, KryoBuffers.output(), new Input());
  }

  KryoBinding(Class<T> model, Output output, Input input) {
    this.model = model;
    this.output = output;
    this.input = input;
  }

  @Override
  public byte[] encode(T value) {
    output.reset();
    kryo.writeObject(output, value);
    return output.toBytes(); // a copy: the Output's buffer is written over by the next call
  }

  @Override
  public T decode(byte[] bytes) {
    input.setBuffer(bytes);
    return kryo.readObject(input, model);
  }
}
