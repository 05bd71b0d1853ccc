package dev.serbench.codec.wire;

import com.squareup.wire.Message;
import com.squareup.wire.ProtoAdapter;
import dev.serbench.api.Binding;
import java.io.IOException;
import java.util.function.Function;

/**
 * Binds one model type to its Wire message: {@link #fromModel} builds the message (timed on its own),
 * {@link #encode} and {@link #decode} are the generated {@code ADAPTER}'s byte-array calls, the use
 * that Wire documents.
 */
final class WireBinding<T, M extends Message<M, ?>> implements Binding<T, M, M> {

  private final Function<T, M> toMessage;
  private final ProtoAdapter<M> adapter;
  private final Function<M, T> toModel;

  WireBinding(WireMapping<T, M> mapping) {
    this.toMessage = mapping.toMessage();
    this.adapter = mapping.adapter();
    this.toModel = mapping.toModel();
  }

  @Override
  public M fromModel(T value) {
    return toMessage.apply(value);
  }

  @Override
  public byte[] encode(M value) {
    return adapter.encode(value);
  }

  @Override
  public M decode(byte[] bytes) throws IOException {
    return adapter.decode(bytes);
  }

  @Override
  public T toModel(M decoded) {
    return toModel.apply(decoded);
  }
}
