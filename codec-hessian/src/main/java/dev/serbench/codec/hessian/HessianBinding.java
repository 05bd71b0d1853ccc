package dev.serbench.codec.hessian;

import com.alibaba.com.caucho.hessian.io.Hessian2Input;
import com.alibaba.com.caucho.hessian.io.Hessian2Output;
import com.alibaba.com.caucho.hessian.io.SerializerFactory;
import dev.serbench.api.ModelBinding;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;

/**
 * Hessian 2 on one canonical record type. The {@link SerializerFactory} caches a serializer per class and
 * is shared by the binding's one {@link Hessian2Output} and one {@link Hessian2Input}, which are
 * re-initialized on each call ({@code init}) instead of being built anew, as Hessian's pooled use does.
 */
final class HessianBinding<T> extends ModelBinding<T> {

  private final Class<T> model;
  private final ByteArrayOutputStream bytesOut = new ByteArrayOutputStream(4096);
  private final Hessian2Output output = new Hessian2Output(bytesOut);
  private final Hessian2Input input = new Hessian2Input(new ByteArrayInputStream(new byte[0]));

  HessianBinding(Class<T> model) {
    this.model = model;
    SerializerFactory factory = new SerializerFactory();
    output.setSerializerFactory(factory);
    input.setSerializerFactory(factory);
  }

  @Override
  public byte[] encode(T value) throws IOException {
    bytesOut.reset();
    output.init(bytesOut);
    output.writeObject(value);
    output.flush();
    return bytesOut.toByteArray();
  }

  @Override
  public T decode(byte[] bytes) throws IOException {
    input.init(new ByteArrayInputStream(bytes));
    return model.cast(input.readObject(model));
  }
}
