package dev.serbench.codec.jdk;

import dev.serbench.api.ModelBinding;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;

/**
 * java.io serialization of one canonical record type. Both streams are created per message, because an
 * object stream carries state (its handle table and class descriptors) that must not leak from one message
 * into the next.
 */
final class JdkBinding<T> extends ModelBinding<T> {

  private final Class<T> model;

  JdkBinding(Class<T> model) {
    this.model = model;
  }

  @Override
  public byte[] encode(T value) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(value);
    }
    return bytes.toByteArray();
  }

  @Override
  public T decode(byte[] bytes) throws IOException, ClassNotFoundException {
    try (ObjectInputStream in = new ObjectInputStream(new ByteArrayInputStream(bytes))) {
      in.setObjectInputFilter(ModelInputFilter.INSTANCE);
      Object value = in.readObject();
      if (!model.isInstance(value)) {
        throw new IOException("jdk: expected a " + model.getName() + ", read a "
            + (value == null ? "null" : value.getClass().getName()));
      }
      return model.cast(value);
    }
  }
}
