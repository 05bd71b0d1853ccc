package dev.serbench.codec.json;

import com.dslplatform.json.DslJson;
import com.dslplatform.json.JsonReader;
import com.dslplatform.json.JsonWriter;
import dev.serbench.api.Binding;
import java.io.IOException;

/**
 * dsl-json on one DTO type, with the converter the annotation processor generated for it.
 *
 * <p>One {@link JsonWriter} and one {@link JsonReader} are kept per binding and reset on every call:
 * dsl-json documents reusing them on one thread as its fast path. {@code encode} returns a copy of the
 * writer's bytes, so earlier results stay valid.
 */
final class DslJsonBinding<T, D> implements Binding<T, D, D> {

  private final DtoMapping<T, D> mapping;
  private final JsonWriter.WriteObject<D> encoder;
  private final JsonReader.ReadObject<D> decoder;
  private final JsonWriter writer;
  private final JsonReader<Object> reader;

  DslJsonBinding(DslJson<Object> dslJson, DtoMapping<T, D> mapping) {
    this.mapping = mapping;
    this.encoder = dslJson.tryFindWriter(mapping.dto());
    this.decoder = dslJson.tryFindReader(mapping.dto());
    if (encoder == null || decoder == null) {
      throw new IllegalStateException("dsl-json has no compiled converter for " + mapping.dto().getName()
          + ": is it annotated with @CompiledJson and was dsl-json's annotation processor run?");
    }
    this.writer = dslJson.newWriter();
    this.reader = dslJson.newReader();
  }

  @Override
  public D fromModel(T value) {
    return mapping.fromModel().apply(value);
  }

  @Override
  public byte[] encode(D value) {
    writer.reset();
    encoder.write(writer, value);
    return writer.toByteArray();
  }

  @Override
  public D decode(byte[] bytes) throws IOException {
    reader.process(bytes, bytes.length);
    return reader.next(decoder);
  }

  @Override
  public T toModel(D decoded) {
    return mapping.toModel().apply(decoded);
  }
}
