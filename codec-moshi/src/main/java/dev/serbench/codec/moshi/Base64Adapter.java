package dev.serbench.codec.moshi;

import com.squareup.moshi.JsonAdapter;
import com.squareup.moshi.JsonReader;
import com.squareup.moshi.JsonWriter;
import java.io.IOException;
import java.util.Base64;

/** {@code byte[]} as a base64 string, as json-jackson writes it; Moshi's default is an array of numbers. */
final class Base64Adapter extends JsonAdapter<byte[]> {

  @Override
  public byte[] fromJson(JsonReader reader) throws IOException {
    return Base64.getDecoder().decode(reader.nextString());
  }

  @Override
  public void toJson(JsonWriter writer, byte[] value) throws IOException {
    writer.value(Base64.getEncoder().encodeToString(value));
  }
}
