package dev.serbench.codec.protobuf;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import dev.serbench.api.Binding;
import java.util.function.Function;

/**
 * The {@code protobuf} row: {@link #encode} serializes a message that {@link #fromModel} built and sized
 * (the conversion, timed as its own operation, not as part of encode).
 */
final class PreparedMessageBinding<T, M extends MessageLite> implements Binding<T, M, M> {

  private final Function<T, M> toMessage;
  private final Parser<M> parser;
  private final Function<M, T> toModel;

  PreparedMessageBinding(MessageMapping<T, M> mapping) {
    this.toMessage = mapping.toMessage();
    this.parser = mapping.parser();
    this.toModel = mapping.toModel();
  }

  @Override
  public M fromModel(T value) {
    M message = toMessage.apply(value);
    // protobuf-java memoizes the size on the first serialization; computing it here makes every
    // timed encode alike (an already-sized message), including the first one.
    message.getSerializedSize();
    return message;
  }

  @Override
  public byte[] encode(M value) {
    return value.toByteArray();
  }

  @Override
  public M decode(byte[] bytes) throws InvalidProtocolBufferException {
    return parser.parseFrom(bytes);
  }

  @Override
  public T toModel(M decoded) {
    return toModel.apply(decoded);
  }
}
