package dev.serbench.codec.protobuf;

import com.google.protobuf.ByteString;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.Message;
import com.google.protobuf.MessageLite;
import com.google.protobuf.util.JsonFormat;
import dev.serbench.api.Binding;
import java.nio.charset.StandardCharsets;
import java.util.function.Function;

/**
 * The {@code protobuf-json} row: {@code protobuf}'s messages through {@link JsonFormat}, whose printer and
 * parser are immutable and built once per binding. JsonFormat has no byte API: it prints to a String and
 * parses a String (or a Reader).
 */
final class JsonMessageBinding<T, M extends MessageLite> implements Binding<T, Message, Message> {

  private final Function<T, M> toMessage;
  private final Function<M, T> toModel;
  /** An empty message of the mapped type, whose newBuilderForType() decode merges into. */
  private final Message prototype;
  private final JsonFormat.Printer printer = JsonFormat.printer().omittingInsignificantWhitespace();
  private final JsonFormat.Parser parser = JsonFormat.parser();

  JsonMessageBinding(MessageMapping<T, M> mapping) {
    this.toMessage = mapping.toMessage();
    this.toModel = mapping.toModel();
    try {
      // Parsing no bytes gives an empty message of the type without widening MessageMapping.
      MessageLite empty = mapping.parser().parseFrom(ByteString.EMPTY);
      if (!(empty instanceof Message message)) {
        throw new IllegalArgumentException(mapping.model().getSimpleName() + ": " + empty.getClass().getName()
            + " is a lite message, which JsonFormat cannot print");
      }
      this.prototype = message;
    } catch (InvalidProtocolBufferException e) {
      throw new IllegalStateException(mapping.model().getSimpleName() + ": cannot make an empty message", e);
    }
  }

  @Override
  public Message fromModel(T value) {
    return (Message) toMessage.apply(value);
  }

  @Override
  public byte[] encode(Message value) throws InvalidProtocolBufferException {
    return printer.print(value).getBytes(StandardCharsets.UTF_8);
  }

  @Override
  public Message decode(byte[] bytes) throws InvalidProtocolBufferException {
    Message.Builder builder = prototype.newBuilderForType();
    parser.merge(new String(bytes, StandardCharsets.UTF_8), builder);
    return builder.build();
  }

  @Override
  @SuppressWarnings("unchecked")
  public T toModel(Message decoded) {
    // decode builds a message of the prototype's type, which is M.
    return toModel.apply((M) decoded);
  }
}
