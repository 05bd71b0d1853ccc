package dev.serbench.codec.protostuff;

import dev.serbench.api.Binding;
import dev.serbench.codec.pojo.PojoMapping;
import io.protostuff.LinkedBuffer;
import io.protostuff.ProtostuffIOUtil;
import io.protostuff.Schema;
import io.protostuff.runtime.RuntimeSchema;

/**
 * protostuff on one model type's mirror class: the {@link RuntimeSchema} is looked up once (protostuff
 * caches it per class) and one {@link LinkedBuffer} is reused and cleared after every write, as
 * protostuff documents.
 *
 * @param <T> the canonical model type
 * @param <P> its mirror class
 */
final class ProtostuffBinding<T, P> implements Binding<T, P, P> {

  private final PojoMapping<T, P> mapping;
  private final Schema<P> schema;
  private final LinkedBuffer buffer = LinkedBuffer.allocate(4096);

  ProtostuffBinding(PojoMapping<T, P> mapping) {
    this.mapping = mapping;
    this.schema = RuntimeSchema.getSchema(mapping.pojo());
  }

  @Override
  public P fromModel(T value) {
    return mapping.fromModel().apply(value);
  }

  @Override
  public byte[] encode(P value) {
    try {
      return ProtostuffIOUtil.toByteArray(value, schema, buffer);
    } finally {
      buffer.clear();
    }
  }

  @Override
  public P decode(byte[] bytes) {
    P message = schema.newMessage();
    ProtostuffIOUtil.mergeFrom(bytes, message, schema);
    return message;
  }

  @Override
  public T toModel(P decoded) {
    return mapping.toModel().apply(decoded);
  }
}
