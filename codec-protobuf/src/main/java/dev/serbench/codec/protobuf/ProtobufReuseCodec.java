package dev.serbench.codec.protobuf;

import com.google.protobuf.MessageLite;
import dev.serbench.api.AbstractCodec;
import dev.serbench.api.Operation;

/**
 * Protocol Buffers with protobuf-java writing the prepared message of {@code protobuf} into one reused
 * array ({@code protobuf-reuse}); decode is {@code protobuf}'s, so only encode is timed.
 */
public final class ProtobufReuseCodec extends AbstractCodec {

  public ProtobufReuseCodec() {
    super(ProtobufProperties.builder("protobuf-reuse")
        .reusedOutput()
        .operations(Operation.ENCODE)
        .notes("The protobuf row's prepared, already-sized message written with message.writeTo("
            + "CodedOutputStream.newInstance(array, 0, size)) into one array per binding, grown to the message's "
            + "memoized getSerializedSize() when too small, instead of toByteArray()'s new array per call. "
            + "Decode is protobuf's and is not timed here.")
        .build());
    for (MessageMapping<?, ?> mapping : MessageMappings.all()) {
      register(mapping);
    }
  }

  private <T, M extends MessageLite> void register(MessageMapping<T, M> mapping) {
    bind(mapping.model(), () -> new ReusedOutputMessageBinding<>(mapping));
  }
}
