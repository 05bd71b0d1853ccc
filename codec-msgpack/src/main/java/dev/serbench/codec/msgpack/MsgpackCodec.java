package dev.serbench.codec.msgpack;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.ApiKind;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Encoding;
import dev.serbench.api.TimePrecision;
import dev.serbench.codec.jackson.JacksonBinding;
import dev.serbench.codec.jackson.JacksonModel;
import org.msgpack.jackson.dataformat.MessagePackMapper;

/**
 * {@code msgpack}: Jackson databind over msgpack-java's {@code MessagePackFactory}, configured as
 * {@code json-jackson} is, so that the two rows differ by the format only.
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
        .reusesBuffers(false)
        .notes("Jackson databind on a MessagePackFactory with JavaTimeModule (ISO-8601 instants, as in"
            + " json-jackson); records are MessagePack maps keyed by field name, byte[] is MessagePack bin."
            + " One prebuilt ObjectWriter/ObjectReader per model type; no buffer is reused by serbench"
            + " (Jackson and msgpack-java recycle their own internal buffers).")
        .build());
    // Databind needs nothing per type, so every model type a dataset uses is bound the same way;
    // each binding configures its own mapper when it is made, so constructing the codec stays cheap
    // (JMH forks load every codec but use one).
    bindEveryModel(model -> new JacksonBinding<>(JacksonModel.mapper(MessagePackMapper.builder()), model));
  }
}
