package dev.serbench.codec.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.ObjectWriter;
import dev.serbench.api.ModelBinding;
import java.io.IOException;

/**
 * Jackson databind on one canonical record type, for every format that has a Jackson mapper (JSON,
 * CBOR, MessagePack, Smile, Ion). The {@link ObjectWriter} and {@link ObjectReader} are built once per
 * binding, Jackson's documented fast path: they carry the resolved (de)serializer of the root type, so
 * no call looks it up again. The class is final, so encode and decode are the same direct calls as in a
 * binding written inside the codec's own module.
 */
public final class JacksonBinding<T> extends ModelBinding<T> {

  private final ObjectWriter writer;
  private final ObjectReader reader;

  public JacksonBinding(ObjectMapper mapper, Class<T> model) {
    this.writer = mapper.writerFor(model);
    this.reader = mapper.readerFor(model);
  }

  @Override
  public byte[] encode(T value) throws IOException {
    return writer.writeValueAsBytes(value);
  }

  @Override
  public T decode(byte[] bytes) throws IOException {
    return reader.readValue(bytes);
  }
}
