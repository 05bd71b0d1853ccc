package dev.serbench.codec.avro;

import dev.serbench.api.Binding;
import dev.serbench.codec.pojo.PojoMapping;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import org.apache.avro.Schema;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.reflect.ReflectData;
import org.apache.avro.reflect.ReflectDatumReader;
import org.apache.avro.reflect.ReflectDatumWriter;

/**
 * Avro reflect on one model type's mirror class: the schema is induced once by {@link ReflectData}, and
 * the {@link ReflectDatumWriter}, {@link ReflectDatumReader}, output stream, encoder and decoder are
 * created once and reused as in {@link AvroBinding}; every decode reads into a new object.
 *
 * @param <T> the canonical model type
 * @param <P> its mirror class
 */
final class ReflectAvroBinding<T, P> implements Binding<T, P, P> {

  private static final EncoderFactory ENCODERS = EncoderFactory.get();
  private static final DecoderFactory DECODERS = DecoderFactory.get();

  private final PojoMapping<T, P> mapping;
  private final ReflectDatumWriter<P> writer;
  private final ReflectDatumReader<P> reader;
  private final ByteArrayOutputStream out = new ByteArrayOutputStream(256);
  private BinaryEncoder encoder;
  private BinaryDecoder decoder;

  ReflectAvroBinding(PojoMapping<T, P> mapping) {
    this.mapping = mapping;
    // AllowNull: every field of a reference type is a union with null, since the mirrors carry no
    // @Nullable annotations and the model's optional values are null when absent.
    ReflectData data = new ReflectData.AllowNull();
    Schema schema = data.getSchema(mapping.pojo());
    this.writer = new ReflectDatumWriter<>(schema, data);
    this.reader = new ReflectDatumReader<>(schema, schema, data);
  }

  @Override
  public P fromModel(T value) {
    return mapping.fromModel().apply(value);
  }

  @Override
  public byte[] encode(P value) throws IOException {
    out.reset();
    encoder = ENCODERS.binaryEncoder(out, encoder);
    writer.write(value, encoder);
    encoder.flush();
    return out.toByteArray();
  }

  @Override
  public P decode(byte[] bytes) throws IOException {
    decoder = DECODERS.binaryDecoder(bytes, decoder);
    return reader.read(null, decoder);
  }

  @Override
  public T toModel(P decoded) {
    return mapping.toModel().apply(decoded);
  }
}
