package dev.serbench.codec.cbor;

import com.fasterxml.jackson.dataformat.cbor.databind.CBORMapper;
import dev.serbench.api.AbstractCodec;
import dev.serbench.api.ApiKind;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Encoding;
import dev.serbench.api.TimePrecision;
import dev.serbench.codec.jackson.JacksonBinding;
import dev.serbench.codec.jackson.JacksonModel;

/**
 * {@code cbor}: Jackson databind over jackson-dataformat-cbor's {@code CBORMapper}, configured as
 * {@code json-jackson} is, so that the two rows differ by the format only.
 */
public final class CborCodec extends AbstractCodec {

  public CborCodec() {
    super(CodecProperties.builder("cbor", "com.fasterxml.jackson.dataformat:jackson-dataformat-cbor")
        .format("CBOR")
        .encoding(Encoding.BINARY)
        .schemaRequired(false)
        .api(ApiKind.REFLECTION)
        .zeroCopy(false)
        .crossLanguage(true)
        .timestampPrecision(TimePrecision.NANOS)
        .reusesBuffers(false)
        .notes("Jackson databind on a CBORMapper with JavaTimeModule (ISO-8601 instants, as in"
            + " json-jackson); records are CBOR maps keyed by field name, byte[] is a CBOR byte string."
            + " One prebuilt ObjectWriter/ObjectReader per model type; no buffer is reused by serbench"
            + " (Jackson recycles its own internal buffers).")
        .build());
    // Databind needs nothing per type, so every model type a dataset uses is bound the same way;
    // each binding configures its own mapper when it is made, so constructing the codec stays cheap
    // (JMH forks load every codec but use one).
    bindEveryModel(model -> new JacksonBinding<>(JacksonModel.mapper(CBORMapper.builder()), model));
  }
}
