package dev.serbench.codec.fory;

import dev.serbench.api.ModelBinding;
import org.apache.fory.Fory;

/**
 * Fory on one canonical record type. A {@link Fory} instance is not thread-safe and a binding is used by
 * one thread, so each binding builds its own; its serializers are generated (JIT) on first use.
 */
final class ForyBinding<T> extends ModelBinding<T> {

  private final Class<T> model;
  private final Fory fory;

  /** {@code fory}'s binding: compatible mode. */
  ForyBinding(Class<T> model) {
    this(model, ForyRegistrations.newFory());
  }

  ForyBinding(Class<T> model, Fory fory) {
    this.model = model;
    this.fory = fory;
  }

  @Override
  public byte[] encode(T value) {
    // Fory writes into its own reused buffer and returns a copy of the written bytes.
    return fory.serialize(value);
  }

  @Override
  public T decode(byte[] bytes) {
    return fory.deserialize(bytes, model);
  }
}
