package dev.serbench.codec.json;

import com.fasterxml.jackson.databind.json.JsonMapper;
import dev.serbench.codec.jackson.JacksonModel;

/**
 * {@code json-jackson}: Jackson databind reading and writing the canonical records themselves, the way
 * most Java code produces JSON today; serbench's reference point for JSON.
 */
public final class JacksonCodec extends JacksonJsonCodec {

  public JacksonCodec() {
    super(properties("json-jackson")
        .notes("ObjectMapper with JavaTimeModule (ISO-8601 instants); one prebuilt ObjectWriter/ObjectReader"
            + " per model type. No buffer is reused by serbench: Jackson recycles its own internal buffers"
            + " (BufferRecycler) between calls.")
        .build(), () -> JacksonModel.mapper(JsonMapper.builder()));
  }
}
