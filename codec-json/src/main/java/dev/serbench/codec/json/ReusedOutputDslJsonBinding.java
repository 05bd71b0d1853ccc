package dev.serbench.codec.json;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonWriter;
import dev.serbench.api.Binding;
import dev.serbench.api.ReusedOutput;
import java.io.IOException;
import java.util.Arrays;

/**
 * The {@code json-dsl-reuse} row: {@code json-dsl}'s compiled converter writing into one {@link JsonWriter}
 * that is {@link JsonWriter#reset() reset} per call and whose array is read in place ({@link
 * JsonWriter#getByteBuffer()} up to {@link JsonWriter#size()}) rather than copied by {@code toByteArray()}.
 * Conversions and decode are {@link DslJsonBinding}'s.
 */
final class ReusedOutputDslJsonBinding<T, D> implements Binding<T, D, D>, ReusedOutput<D> {

  private final DslJsonBinding<T, D> base;
  private final JsonWriter.WriteObject<D> encoder;
  private final JsonWriter writer;

  ReusedOutputDslJsonBinding(DslJson<Object> dslJson, DtoMapping<T, D> mapping) {
    this.base = new DslJsonBinding<>(dslJson, mapping);
    this.encoder = dslJson.tryFindWriter(mapping.dto());
    this.writer = dslJson.newWriter();
  }

  @Override
  public D fromModel(T value) {
    return base.fromModel(value);
  }

  @Override
  public int encodeInto(D value) {
    writer.reset();
    encoder.write(writer, value);
    return writer.size();
  }

  @Override
  public byte[] buffer() {
    // The writer replaces its array when it grows: read it after every write.
    return writer.getByteBuffer();
  }

  /** A copy of what {@link #encodeInto} wrote, so that the array stays valid after later calls. */
  @Override
  public byte[] encode(D value) {
    int length = encodeInto(value);
    return Arrays.copyOf(writer.getByteBuffer(), length);
  }

  @Override
  public D decode(byte[] bytes) throws IOException {
    return base.decode(bytes);
  }

  @Override
  public T toModel(D decoded) {
    return base.toModel(decoded);
  }
}
