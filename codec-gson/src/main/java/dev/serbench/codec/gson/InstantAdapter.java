package dev.serbench.codec.gson;

import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.time.Instant;

/**
 * Instants as ISO-8601 strings, json-jackson's text: {@link Instant#toString} keeps every nanosecond and year 1.
 * Gson has no java.time adapter, and its reflection cannot reach {@code java.time} fields on Java 17.
 */
final class InstantAdapter extends TypeAdapter<Instant> {

  @Override
  public void write(JsonWriter out, Instant value) throws IOException {
    out.value(value.toString());
  }

  @Override
  public Instant read(JsonReader in) throws IOException {
    return Instant.parse(in.nextString());
  }
}
