package dev.serbench.codec.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.cfg.MapperBuilder;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;

/** The one Jackson configuration under which the canonical records round-trip exactly, whatever the format. */
public final class JacksonModel {

  private JacksonModel() {}

  /**
   * {@code builder}'s mapper configured for the canonical model. Instants are written as ISO-8601
   * strings ({@code InstantSerializer} with ISO_INSTANT keeps every nanosecond and year 1), because
   * numeric timestamps would go through a decimal of seconds (which MessagePack, for one, can only hold
   * as a double). Everything else is Jackson's default: nulls are written as {@code null}, {@code ""}
   * stays {@code ""}, {@code byte[]} is the format's binary (base64 in JSON) and {@code Map<Long, Double>}
   * keys become strings.
   */
  public static ObjectMapper mapper(MapperBuilder<?, ?> builder) {
    return builder
        .addModule(new JavaTimeModule())
        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS)
        .build();
  }
}
