package dev.serbench.codec.gson;

import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonWriter;
import java.io.IOException;
import java.util.Base64;

/** {@code byte[]} as a base64 string, as json-jackson writes it; Gson's default is an array of numbers. */
final class Base64Adapter extends TypeAdapter<byte[]> {

  @Override
  public void write(JsonWriter out, byte[] value) throws IOException {
    out.value(Base64.getEncoder().encodeToString(value));
  }

  @Override
  public byte[] read(JsonReader in) throws IOException {
    return Base64.getDecoder().decode(in.nextString());
  }
}
