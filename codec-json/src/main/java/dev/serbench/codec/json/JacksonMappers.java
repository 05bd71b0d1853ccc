package dev.serbench.codec.json;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.datatype.jsr310.JavaTimeModule;
import com.fasterxml.jackson.module.blackbird.BlackbirdModule;

/** The Jackson configurations of the JSON rows: the canonical records round-trip exactly through them. */
final class JacksonMappers {

  private JacksonMappers() {}

  /**
   * A mapper for the canonical model. Instants are written as ISO-8601 strings ({@code InstantSerializer}
   * with ISO_INSTANT keeps every nanosecond and year 1), because numeric timestamps would go through a
   * decimal of seconds. Everything else is Jackson's default: nulls are written as {@code null}, {@code ""}
   * stays {@code ""}, {@code byte[]} is base64 and {@code Map<Long, Double>} keys become JSON strings.
   */
  static ObjectMapper forModel() {
    return modelBuilder().build();
  }

  /** {@link #forModel()} plus Blackbird: the same JSON, with generated property access. */
  static ObjectMapper withBlackbird() {
    return modelBuilder().addModule(new BlackbirdModule()).build();
  }

  private static JsonMapper.Builder modelBuilder() {
    return JsonMapper.builder()
        .addModule(new JavaTimeModule())
        .disable(SerializationFeature.WRITE_DATES_AS_TIMESTAMPS);
  }
}
