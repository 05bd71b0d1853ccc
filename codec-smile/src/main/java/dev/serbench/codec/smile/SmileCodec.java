package dev.serbench.codec.smile;

import com.fasterxml.jackson.dataformat.smile.databind.SmileMapper;
import dev.serbench.api.AbstractCodec;
import dev.serbench.api.ApiKind;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Encoding;
import dev.serbench.api.TimePrecision;
import dev.serbench.codec.jackson.JacksonBinding;
import dev.serbench.codec.jackson.JacksonModel;

/**
 * {@code smile}: Jackson databind over jackson-dataformat-smile's {@code SmileMapper}, configured as
 * {@code json-jackson} is, so that the two rows differ by the format only.
 */
public final class SmileCodec extends AbstractCodec {

  public SmileCodec() {
    super(CodecProperties.builder("smile", "com.fasterxml.jackson.dataformat:jackson-dataformat-smile")
        .format("Smile")
        .encoding(Encoding.BINARY)
        .schemaRequired(false)
        .api(ApiKind.REFLECTION)
        .zeroCopy(false)
        .crossLanguage(true)
        .timestampPrecision(TimePrecision.NANOS)
        .reusesBuffers(false)
        .notes("Jackson databind on a SmileMapper at Smile's defaults (header written, repeated property"
            + " names back-referenced, string values not, byte[] as 7-bit-safe binary) with JavaTimeModule"
            + " (ISO-8601 instants, as in json-jackson). One prebuilt ObjectWriter/ObjectReader per model"
            + " type; no buffer is reused by serbench (Jackson recycles its own internal buffers).")
        .build());
    // Databind needs nothing per type, so every model type a dataset uses is bound the same way;
    // each binding configures its own mapper when it is made, so constructing the codec stays cheap
    // (JMH forks load every codec but use one).
    bindEveryModel(model -> new JacksonBinding<>(JacksonModel.mapper(SmileMapper.builder()), model));
  }
}
