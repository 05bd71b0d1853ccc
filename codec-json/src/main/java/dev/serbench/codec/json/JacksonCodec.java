package dev.serbench.codec.json;

import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.serbench.api.AbstractCodec;
import dev.serbench.api.ApiKind;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Encoding;
import dev.serbench.api.TimePrecision;
import dev.serbench.codec.jackson.JacksonBinding;
import dev.serbench.codec.jackson.JacksonModel;

/**
 * {@code json-jackson}: Jackson databind reading and writing the canonical records themselves, the way
 * most Java code produces JSON today; serbench's reference point for JSON.
 */
public final class JacksonCodec extends AbstractCodec {

  public JacksonCodec() {
    super(CodecProperties.builder("json-jackson", "com.fasterxml.jackson.core:jackson-databind")
        .format("JSON")
        .encoding(Encoding.TEXT)
        .schemaRequired(false)
        .api(ApiKind.REFLECTION)
        .zeroCopy(false)
        .crossLanguage(true)
        .timestampPrecision(TimePrecision.NANOS)
        .timestamps("ISO-8601 string (JavaTimeModule)")
        .reusesBuffers(false)
        .notes("ObjectMapper with JavaTimeModule (ISO-8601 instants); one prebuilt ObjectWriter/ObjectReader"
            + " per model type. No buffer is reused by serbench: Jackson recycles its own internal buffers"
            + " (BufferRecycler) between calls.")
        .build());
    // Databind needs nothing per type, so every model type a dataset uses is bound the same way.
    // Each binding configures its own mapper when it is made, so constructing the codec stays cheap
    // (JMH forks load every codec but use one).
    bindEveryModel(model -> new JacksonBinding<>(JacksonModel.mapper(JsonMapper.builder()), model));
  }
}
