package dev.serbench.codec.jacksonjr;

import com.fasterxml.jackson.jr.ob.JSON;
import dev.serbench.api.ModelBinding;
import java.io.IOException;

/**
 * jackson-jr on one canonical record type, through its documented bytes-in, bytes-out calls; the immutable
 * {@link JSON} instance caches the bean readers and writers it resolves per type, so only the first call
 * introspects (jackson-jr has no per-type reader object like databind's ObjectReader).
 */
final class JacksonJrBinding<T> extends ModelBinding<T> {

  private final JSON json;
  private final Class<T> model;

  JacksonJrBinding(JSON json, Class<T> model) {
    this.json = json;
    this.model = model;
  }

  @Override
  public byte[] encode(T value) throws IOException {
    return json.asBytes(value);
  }

  @Override
  public T decode(byte[] bytes) throws IOException {
    return json.beanFrom(model, bytes);
  }
}
