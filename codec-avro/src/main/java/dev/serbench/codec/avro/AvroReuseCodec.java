package dev.serbench.codec.avro;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.Operation;
import org.apache.avro.specific.SpecificRecordBase;

/**
 * Apache Avro writing into one reused array ({@code avro-reuse}); decode is {@code avro}'s, so only encode
 * is timed.
 */
public final class AvroReuseCodec extends AbstractCodec {

  public AvroReuseCodec() {
    super(AvroCodec.builder("avro-reuse")
        .reusedOutput()
        .operations(Operation.ENCODE)
        .notes("The avro row's SpecificDatumWriter and BinaryEncoder (reused through EncoderFactory.binaryEncoder's"
            + " reuse argument) writing to a ByteArrayOutputStream that is reset per call and whose array is read"
            + " in place (no toByteArray() copy). Decode is avro's and is not timed here.")
        .build());
    for (AvroMapping<?, ?> mapping : AvroMappings.all()) {
      register(mapping);
    }
  }

  private <T, R extends SpecificRecordBase> void register(AvroMapping<T, R> mapping) {
    bind(mapping.model(), () -> new ReusedOutputAvroBinding<>(mapping));
  }
}
