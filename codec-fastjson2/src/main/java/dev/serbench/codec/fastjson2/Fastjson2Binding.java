package dev.serbench.codec.fastjson2;

import com.alibaba.fastjson2.JSON;
import dev.serbench.api.ModelBinding;

/**
 * fastjson2's JSON on one canonical record type, through its documented bytes-in, bytes-out calls. Those
 * look the type's generated ObjectWriter/ObjectReader up in fastjson2's provider cache on each call; fastjson2
 * documents no public per-type handle that would skip that lookup.
 */
final class Fastjson2Binding<T> extends ModelBinding<T> {

  private final Class<T> model;

  Fastjson2Binding(Class<T> model) {
    this.model = model;
  }

  @Override
  public byte[] encode(T value) {
    return JSON.toJSONBytes(value, Fastjson2Codec.WRITE);
  }

  @Override
  public T decode(byte[] bytes) {
    return JSON.parseObject(bytes, model, Fastjson2Codec.READ);
  }
}
