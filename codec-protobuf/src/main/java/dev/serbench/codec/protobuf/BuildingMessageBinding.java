package dev.serbench.codec.protobuf;

import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import dev.serbench.api.Binding;
import java.util.function.Function;

/**
 * The {@code protobuf-build} row: {@link #encode} takes the canonical record and builds a fresh message
 * from it before serializing, which is what a sender holding its own domain objects pays (the build
 * and the size pass that a new message needs).
 */
final class BuildingMessageBinding<T, M extends MessageLite> implements Binding<T, T, M> {

  private final Function<T, M> toMessage;
  private final Parser<M> parser;
  private final Function<M, T> toModel;

  BuildingMessageBinding(MessageMapping<T, M> mapping) {
    this.toMessage = mapping.toMessage();
    this.parser = mapping.parser();
    this.toModel = mapping.toModel();
  }

  @Override
  public T fromModel(T value) {
    return value;
  }

  @Override
  public byte[] encode(T value) {
    return toMessage.apply(value).toByteArray();
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
