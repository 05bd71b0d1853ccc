package dev.serbench.codec.cbor;

import com.fasterxml.jackson.dataformat.cbor.databind.CBORMapper;
import dev.serbench.api.AbstractCodec;
import dev.serbench.api.ApiKind;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Encoding;
import dev.serbench.api.TimePrecision;
import dev.serbench.codec.jackson.JacksonBinding;

/**
 * {@code cbor}: Jackson databind over jackson-dataformat-cbor's {@code CBORMapper}, configured as
 * {@code json-jackson} is but for timestamps, which CBOR has a binary form for (tag 1001).
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
        .timestamps("CBOR tag 1001 (RFC 9581 extended time) {1: seconds, -9: nanos}")
        .reusesBuffers(false)
        .notes("Jackson databind on a CBORMapper; instants as CBOR extended time (tag 1001, RFC 9581:"
            + " seconds and nanoseconds; tag 1's float seconds cannot keep nanoseconds) through serbench's"
            + " serializer, Jackson having no CBOR date support; records are CBOR maps keyed by field name,"
            + " byte[] is a CBOR byte string."
            + " One prebuilt ObjectWriter/ObjectReader per model type; no buffer is reused by serbench"
            + " (Jackson recycles its own internal buffers).")
        .build());
    // Databind needs nothing per type, so every model type a dataset uses is bound the same way;
    // each binding configures its own mapper when it is made, so constructing the codec stays cheap
    // (JMH forks load every codec but use one).
    // The format's own timestamp (see CborTimestamps), not json-jackson's ISO-8601 strings.
    bindEveryModel(model -> new JacksonBinding<>(
        CBORMapper.builder().addModule(CborTimestamps.module()).build(), model));
  }
}
