package dev.serbench.codec.fastjson2;

import com.alibaba.fastjson2.JSONB;
import dev.serbench.api.ModelBinding;

/** fastjson2's JSONB on one canonical record type, through its documented bytes-in, bytes-out calls. */
final class JsonbBinding<T> extends ModelBinding<T> {

  private final Class<T> model;

  JsonbBinding(Class<T> model) {
    this.model = model;
  }

  @Override
  public byte[] encode(T value) {
    return JSONB.toBytes(value, Fastjson2Properties.LARGE);
  }

  @Override
  public T decode(byte[] bytes) {
    return JSONB.parseObject(bytes, model);
  }
}
