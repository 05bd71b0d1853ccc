package dev.serbench.codec.json;

import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Encoding;
import dev.serbench.codec.jackson.JacksonDatabindCodec;

/**
 * {@code json-jackson}: Jackson databind reading and writing the canonical records themselves, the way
 * most Java code produces JSON today; serbench's reference point for JSON.
 */
public final class JacksonCodec extends JacksonDatabindCodec {

  public JacksonCodec() {
    super(properties("json-jackson")
        .notes("ObjectMapper with JavaTimeModule (ISO-8601 instants)." + BINDING_NOTES)
        .build(), () -> isoInstants(JsonMapper.builder()));
  }

  /** The properties of the Jackson databind JSON rows: this one and its variants. */
  static CodecProperties.Builder properties(String id) {
    return properties(id, "com.fasterxml.jackson.core:jackson-databind", "JSON", Encoding.TEXT)
        .timestamps(ISO_INSTANTS);
  }
}
