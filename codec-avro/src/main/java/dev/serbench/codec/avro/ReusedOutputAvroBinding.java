package dev.serbench.codec.avro;

import dev.serbench.api.Binding;
import dev.serbench.api.ReusedOutput;
import java.io.IOException;
import java.util.Arrays;
import org.apache.avro.io.BinaryEncoder;
import org.apache.avro.io.EncoderFactory;
import org.apache.avro.specific.SpecificDatumWriter;
import org.apache.avro.specific.SpecificRecordBase;

/**
 * The {@code avro-reuse} row: {@code avro}'s writer and reused BinaryEncoder, over an output stream whose
 * array is reused and handed out in place rather than copied by {@code toByteArray()}. Conversions and
 * decode are {@link AvroBinding}'s.
 */
final class ReusedOutputAvroBinding<T, R extends SpecificRecordBase>
    implements Binding<T, R, R>, ReusedOutput<R> {

  private static final EncoderFactory ENCODERS = EncoderFactory.get();

  private final AvroBinding<T, R> base;
  private final SpecificDatumWriter<R> writer;
  private final ReusedArrayOutputStream out = new ReusedArrayOutputStream(256);
  private BinaryEncoder encoder;

  ReusedOutputAvroBinding(AvroMapping<T, R> mapping) {
    this.base = AvroBinding.specific(mapping, AvroBinding.generatedData(mapping.record()));
    this.writer = new SpecificDatumWriter<>(mapping.record());
  }

  @Override
  public R fromModel(T value) {
    return base.fromModel(value);
  }

  @Override
  public int encodeInto(R value) throws IOException {
    out.reset();
    encoder = ENCODERS.binaryEncoder(out, encoder);
    writer.write(value, encoder);
    encoder.flush();
    return out.size();
  }

  @Override
  public byte[] buffer() {
    return out.array();
  }

  /** A copy of what {@link #encodeInto} wrote, so that the array stays valid after later calls. */
  @Override
  public byte[] encode(R value) throws IOException {
    int length = encodeInto(value);
    return Arrays.copyOf(out.array(), length);
  }

  @Override
  public R decode(byte[] bytes) throws IOException {
    return base.decode(bytes);
  }

  @Override
  public T toModel(R decoded) {
    return base.toModel(decoded);
  }
}
