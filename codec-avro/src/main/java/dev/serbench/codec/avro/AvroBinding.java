package dev.serbench.codec.avro;

import dev.serbench.api.Binding;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.function.Function;
import org.apache.avro.Schema;
import org.apache.avro.io.BinaryDecoder;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.DatumReader;
import org.apache.avro.io.DatumWriter;
import org.apache.avro.io.DecoderFactory;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.specific.SpecificData;
import org.apache.avro.specific.SpecificDatumReader;
import org.apache.avro.specific.SpecificDatumWriter;
import org.apache.avro.specific.SpecificRecordBase;

/**
 * Binds one model type to Avro objects in Avro's binary encoding: the generated records through a {@link
 * SpecificDatumWriter} and {@link SpecificDatumReader} ({@code avro}), or mirror classes through Avro
 * reflect's ({@code avro-reflect}); decoding reads into a new object each call.
 *
 * <p>The writer, the reader, the output stream and the encoder and decoder are created once and
 * reused, as Avro documents for {@link EncoderFactory#binaryEncoder} and {@link
 * DecoderFactory#binaryDecoder} (the "reuse" argument); records themselves are not reused. Writer and
 * reader share one {@link SpecificData}, which decides among other things whether Avro's generated custom
 * coders are used.
 *
 * @param <T> the canonical model type
 * @param <R> the Avro object type: a generated record or a mirror class
 */
final class AvroBinding<T, R> implements Binding<T, R, R> {

  private static final EncoderFactory ENCODERS = EncoderFactory.get();
  private static final DecoderFactory DECODERS = DecoderFactory.get();

  private final Function<T, R> fromModel;
  private final Function<R, T> toModel;
  /** What a specific binding's writer and reader work with; null for the reflect codec's. */
  private final SpecificData data;
  private final DatumWriter<R> writer;
  private final DatumReader<R> reader;
  private final ByteArrayOutputStream out = new ByteArrayOutputStream(256);
  private BinaryEncoder encoder;
  private BinaryDecoder decoder;

  AvroBinding(DatumWriter<R> writer, DatumReader<R> reader, Function<T, R> fromModel, Function<R, T> toModel) {
    this(writer, reader, fromModel, toModel, null);
  }

  private AvroBinding(DatumWriter<R> writer, DatumReader<R> reader, Function<T, R> fromModel, Function<R, T> toModel,
      SpecificData data) {
    TrustedRecords.install();
    this.fromModel = fromModel;
    this.toModel = toModel;
    this.writer = writer;
    this.reader = reader;
    this.data = data;
  }

  /**
   * A binding of generated SpecificRecord classes.
   *
   * @param data what writer and reader work with: the generated class's own ({@link #generatedData}) or
   *     one set up otherwise ({@link CustomCoders#enabled})
   */
  static <T, R extends SpecificRecordBase> AvroBinding<T, R> specific(AvroMapping<T, R> mapping, SpecificData data) {
    TrustedRecords.install();
    Schema schema = data.getSchema(mapping.record());
    return new AvroBinding<>(new SpecificDatumWriter<>(schema, data), new SpecificDatumReader<>(schema, schema, data),
        mapping.toAvro(), mapping.toModel(), data);
  }

  /**
   * The SpecificData a generated class carries (its {@code MODEL$}, with the logical-type conversions it
   * was generated with): what {@code new SpecificDatumWriter<>(recordClass)} and the reader take.
   */
  static SpecificData generatedData(Class<? extends SpecificRecordBase> recordClass) {
    return SpecificData.getForClass(recordClass);
  }

  /** The SpecificData that writer and reader share. */
  SpecificData data() {
    return data;
  }

  @Override
  public R fromModel(T value) {
    return fromModel.apply(value);
  }

  @Override
  public byte[] encode(R value) throws IOException {
    out.reset();
    encoder = ENCODERS.binaryEncoder(out, encoder);
    writer.write(value, encoder);
    encoder.flush();
    // A copy, so the array stays valid after the stream is reset for the next call.
    return out.toByteArray();
  }

  @Override
  public R decode(byte[] bytes) throws IOException {
    decoder = DECODERS.binaryDecoder(bytes, decoder);
    // null: a new record per call, so nothing of an earlier decode is recycled.
    return reader.read(null, decoder);
  }

  @Override
  public T toModel(R decoded) {
    return toModel.apply(decoded);
  }
}
