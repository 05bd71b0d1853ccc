package dev.serbench.codec.gson;

import com.google.gson.Gson;
import dev.serbench.api.ModelBinding;
import java.nio.charset.StandardCharsets;

/**
 * Gson on one canonical record type through its documented String calls: {@code toJson}/{@code fromJson}
 * find the type's adapter in the Gson instance's cache (built on the first call) and check that the whole
 * input was read.
 */
final class GsonBinding<T> extends ModelBinding<T> {

  private final Gson gson;
  private final Class<T> model;

  GsonBinding(Gson gson, Class<T> model) {
    this.gson = gson;
    this.model = model;
  }

  @Override
  public byte[] encode(T value) {
    return gson.toJson(value, model).getBytes(StandardCharsets.UTF_8);
  }

  @Override
  public T decode(byte[] bytes) {
    return gson.fromJson(new String(bytes, StandardCharsets.UTF_8), model);
  }
}
