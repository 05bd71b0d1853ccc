package dev.serbench.codec.jackson3;

import dev.serbench.api.ModelBinding;
import tools.jackson.databind.ObjectMapper;
import tools.jackson.databind.ObjectReader;
import tools.jackson.databind.ObjectWriter;

/**
 * Jackson 3 databind on one canonical record type. The {@link ObjectWriter} and {@link ObjectReader} are
 * built once per binding, Jackson's documented fast path: they carry the resolved (de)serializer of the
 * root type.
 */
final class Jackson3Binding<T> extends ModelBinding<T> {

  private final ObjectWriter writer;
  private final ObjectReader reader;

  Jackson3Binding(ObjectMapper mapper, Class<T> model) {
    this.writer = mapper.writerFor(model);
    this.reader = mapper.readerFor(model);
  }

  @Override
  public byte[] encode(T value) {
    return writer.writeValueAsBytes(value);
  }

  @Override
  public T decode(byte[] bytes) {
    return reader.readValue(bytes);
  }
}
