package dev.serbench.codec.msgpack;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.ApiKind;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Encoding;
import dev.serbench.api.TimePrecision;
import dev.serbench.codec.jackson.JacksonBinding;
import org.msgpack.jackson.dataformat.MessagePackMapper;
import org.msgpack.jackson.dataformat.TimestampExtensionModule;

/**
 * {@code msgpack}: Jackson databind over msgpack-java's {@code MessagePackFactory}, configured as
 * {@code json-jackson} is but for timestamps, which MessagePack has an extension type for.
 */
public final class MsgpackCodec extends AbstractCodec {

  public MsgpackCodec() {
    super(CodecProperties.builder("msgpack", "org.msgpack:jackson-dataformat-msgpack")
        .format("MessagePack")
        .encoding(Encoding.BINARY)
        .schemaRequired(false)
        .api(ApiKind.REFLECTION)
        .zeroCopy(false)
        .crossLanguage(true)
        .timestampPrecision(TimePrecision.NANOS)
        .timestamps("MessagePack timestamp extension (type -1; 32, 64 or 96 bits)")
        .reusesBuffers(false)
        .notes("Jackson databind on a MessagePackMapper with msgpack-java's TimestampExtensionModule"
            + " (instants as the format's timestamp extension, type -1, seconds and nanoseconds); records are"
            + " MessagePack maps keyed by field name, byte[] is MessagePack bin."
            + " One prebuilt ObjectWriter/ObjectReader per model type; no buffer is reused by serbench"
            + " (Jackson and msgpack-java recycle their own internal buffers).")
        .build());
    // Databind needs nothing per type, so every model type a dataset uses is bound the same way;
    // each binding configures its own mapper when it is made, so constructing the codec stays cheap
    // (JMH forks load every codec but use one).
    // The format's own timestamp, which keeps every nanosecond and year 1 (the 96-bit form holds a
    // signed 64-bit seconds count), from the module msgpack-java ships for it.
    bindEveryModel(model -> new JacksonBinding<>(
        MessagePackMapper.builder().addModule(TimestampExtensionModule.INSTANCE).build(), model));
  }
}
