package dev.serbench.codec.protobuf;

import com.google.protobuf.MessageLite;
import dev.serbench.api.AbstractCodec;
import dev.serbench.api.ApiKind;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Encoding;
import dev.serbench.api.Operation;
import dev.serbench.api.TimePrecision;

/**
 * {@code protobuf-json}: the generated messages of {@code protobuf} written and read as proto3 JSON by
 * protobuf-java-util's {@code JsonFormat}.
 */
public final class ProtobufJsonCodec extends AbstractCodec {

  public ProtobufJsonCodec() {
    super(CodecProperties.builder("protobuf-json", "com.google.protobuf:protobuf-java-util")
        .format("JSON")
        .encoding(Encoding.TEXT)
        .schemaRequired(true)
        .api(ApiKind.GENERATED)
        .zeroCopy(false)
        .crossLanguage(true)
        .timestampPrecision(TimePrecision.NANOS)
        .timestamps("RFC 3339 string (proto3 JSON mapping of google.protobuf.Timestamp)")
        .reusesBuffers(false)
        .operations(Operation.ENCODE, Operation.DECODE, Operation.FROM_MODEL, Operation.TO_MODEL)
        .notes("protobuf's messages in the proto3 JSON mapping: one JsonFormat printer (compact:"
            + " omittingInsignificantWhitespace) and parser per binding; encode is printer.print(message) as"
            + " UTF-8, decode parser.merge(new String(bytes, UTF_8), builder).build(). Fields at their default"
            + " value are omitted and 64-bit integers are JSON strings, as the mapping specifies. fromModel and"
            + " toModel are protobuf's conversions, timed on their own.")
        .build());
    for (MessageMapping<?, ?> mapping : MessageMappings.all()) {
      register(mapping);
    }
  }

  private <T, M extends MessageLite> void register(MessageMapping<T, M> mapping) {
    bind(mapping.model(), () -> new JsonMessageBinding<>(mapping));
  }
}
