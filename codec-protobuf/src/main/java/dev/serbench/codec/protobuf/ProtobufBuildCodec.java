package dev.serbench.codec.protobuf;

import com.google.protobuf.MessageLite;
import dev.serbench.api.AbstractCodec;

/**
 * Protocol Buffers with protobuf-java, where encode builds the generated message from the canonical
 * record and serializes it ({@code protobuf-build}): what a sender holding domain objects pays.
 */
public final class ProtobufBuildCodec extends AbstractCodec {

  /** The variant label of this row. */
  public static final String VARIANT = "includes model→message build";

  public ProtobufBuildCodec() {
    super(ProtobufProperties.builder("protobuf-build")
        .variant(VARIANT)
        .notes("Same messages and decode as protobuf, but encode takes the canonical record, builds a new message "
            + "with its generated builder and calls toByteArray(), so each encode also pays the build and the "
            + "size pass that a freshly built message needs.")
        .build());
    for (MessageMapping<?, ?> mapping : MessageMappings.all()) {
      register(mapping);
    }
  }

  private <T, M extends MessageLite> void register(MessageMapping<T, M> mapping) {
    bind(mapping.model(), () -> new BuildingMessageBinding<>(mapping));
  }
}
