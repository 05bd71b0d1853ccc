package dev.serbench.codec.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import dev.serbench.api.AbstractCodec;
import dev.serbench.api.ApiKind;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Encoding;
import dev.serbench.api.TimePrecision;
import java.util.function.Supplier;

/**
 * The base of every Jackson 2 databind row ({@code json-jackson} and its variants, {@code cbor},
 * {@code msgpack}, {@code smile}, {@code ion}): the same binding for every model type and the same
 * properties, so that the rows differ by what their leaf supplies only: the format, how it writes a
 * timestamp, the notes and the mapper.
 */
public abstract class JacksonDatabindCodec extends AbstractCodec {

  /** What the formats without a timestamp type (JSON, Smile) write, from {@link #isoInstants}. */
  public static final String ISO_INSTANTS = "ISO-8601 string (JavaTimeModule)";

  /** The last sentence of every Jackson row's notes: how the binding uses the mapper. */
  public static final String BINDING_NOTES = " One prebuilt ObjectWriter/ObjectReader per model type; no buffer"
      + " is reused by serbench (Jackson recycles its own internal buffers).";

  /**
   * @param mapper makes the mapper of one binding; each binding configures its own when it is made, so
   *     constructing the codec stays cheap (JMH forks load every codec but use one)
   */
  protected JacksonDatabindCodec(CodecProperties properties, Supplier<ObjectMapper> mapper) {
    super(properties);
    // Databind needs nothing per type, so every model type a dataset uses is bound the same way.
    bindEveryModel(model -> new JacksonBinding<>(mapper.get(), model));
  }

  /**
   * Properties every Jackson databind row shares: schema-less reflection on the records, read by other
   * languages, every nanosecond kept, no buffer of serbench's own reused. The leaf adds how it writes a
   * timestamp and its notes (and a variant label).
   */
  protected static CodecProperties.Builder properties(String id, String library, String format, Encoding encoding) {
    return CodecProperties.builder(id, library)
        .format(format)
        .encoding(encoding)
        .schemaRequired(false)
        .api(ApiKind.REFLECTION)
        .zeroCopy(false)
        .crossLanguage(true)
        .timestampPrecision(TimePrecision.NANOS)
        .reusesBuffers(false);
  }

  /**
   * {@code builder}'s mapper with instants as ISO-8601 strings ({@code InstantSerializer} with ISO_INSTANT
   * keeps every nanosecond and year 1), for formats with no timestamp type of their own. Everything else is
   * Jackson's default: nulls are written as {@code null}, {@code ""} stays {@code ""}, {@code byte[]} is the
   * format's binary (base64 in JSON) and {@code Map<Long, Double>} keys become strings.
   */
  protected static ObjectMapper isoInstants(MapperBuilder<?, ?> builder) {
    return builder
        .addModule(new JavaTimeModule())
        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
        .build();
  }
}
