package dev.serbench.codec.moshi;

import com.squareup.moshi.JsonAdapter;
import com.squareup.moshi.JsonReader;
import com.squareup.moshi.JsonWriter;
import java.io.IOException;
import java.time.Instant;

/**
 * Instants as ISO-8601 strings, json-jackson's text: {@link Instant#toString} keeps every nanosecond and year 1.
 * Moshi refuses to reflect on platform types such as {@code java.time.Instant}.
 */
final class InstantAdapter extends JsonAdapter<Instant> {

  @Override
  public Instant fromJson(JsonReader reader) throws IOException {
    return Instant.parse(reader.nextString());
  }

  @Override
  public void toJson(JsonWriter writer, Instant value) throws IOException {
    writer.value(value.toString());
  }
}
