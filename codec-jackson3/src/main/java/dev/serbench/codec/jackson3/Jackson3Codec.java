package dev.serbench.codec.jackson3;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Encoding;
import tools.jackson.databind.MapperFeature;
import tools.jackson.databind.cfg.DateTimeFeature;
import tools.jackson.databind.json.JsonMapper;

/**
 * {@code json-jackson3}: Jackson 3 databind ({@code tools.jackson}) on the canonical records, configured to
 * write what {@code json-jackson} (Jackson 2) writes, so that the two rows differ by the major version only.
 */
public final class Jackson3Codec extends AbstractCodec {

  public Jackson3Codec() {
    super(CodecProperties.builder("json-jackson3", "tools.jackson.core:jackson-databind")
        .format("JSON")
        .encoding(Encoding.TEXT)
        .crossLanguage(true)
        .timestamps("ISO-8601 string (Jackson 3's built-in java.time)")
        .notes("JsonMapper with Jackson 3's built-in java.time support (ISO-8601 instants) and record components"
            + " in declaration order, not Jackson 3's default alphabetical order (json-jackson's output); one"
            + " prebuilt ObjectWriter/ObjectReader per model type; Jackson recycles its own internal buffers.")
        .build());
    bindEveryModel(model -> new Jackson3Binding<>(newMapper(), model));
  }

  private static JsonMapper newMapper() {
    return JsonMapper.builder()
        // Already Jackson 3's defaults: ISO-8601 strings keep every nanosecond and year 1.
        .disable(DateTimeFeature.WRITE_DATES_AS_TIMESTAMPS)
        // Jackson 3 sorts properties by default; json-jackson writes them in declaration order.
        .disable(MapperFeature.SORT_PROPERTIES_ALPHABETICALLY)
        .build();
  }
}
