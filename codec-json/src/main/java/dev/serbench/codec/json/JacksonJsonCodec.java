package dev.serbench.codec.json;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serbench.api.AbstractCodec;
import dev.serbench.api.ApiKind;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Encoding;
import dev.serbench.api.TimePrecision;
import dev.serbench.codec.jackson.JacksonBinding;
import java.util.function.Supplier;

/**
 * The base of the Jackson 2 databind JSON rows ({@code json-jackson} and its variants): the same binding and
 * properties; a leaf supplies its id, its notes and the mapper its bindings use.
 */
abstract class JacksonJsonCodec extends AbstractCodec {

  /**
   * @param mapper makes the mapper of one binding; each binding configures its own when it is made, so
   *     constructing the codec stays cheap (JMH forks load every codec but use one)
   */
  JacksonJsonCodec(CodecProperties properties, Supplier<ObjectMapper> mapper) {
    super(properties);
    // Databind needs nothing per type, so every model type a dataset uses is bound the same way.
    bindEveryModel(model -> new JacksonBinding<>(mapper.get(), model));
  }

  /** Properties every Jackson 2 JSON row shares; the leaf adds its notes (and variant label). */
  static CodecProperties.Builder properties(String id) {
    return CodecProperties.builder(id, "com.fasterxml.jackson.core:jackson-databind")
        .format("JSON")
        .encoding(Encoding.TEXT)
        .schemaRequired(false)
        .api(ApiKind.REFLECTION)
        .zeroCopy(false)
        .crossLanguage(true)
        .timestampPrecision(TimePrecision.NANOS)
        .timestamps("ISO-8601 string (JavaTimeModule)")
        .reusesBuffers(false);
  }
}
