package dev.serbench.codec.ion;

import com.fasterxml.jackson.dataformat.ion.IonObjectMapper;
import dev.serbench.api.AbstractCodec;
import dev.serbench.api.ApiKind;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Encoding;
import dev.serbench.api.TimePrecision;
import dev.serbench.codec.jackson.JacksonBinding;

/**
 * {@code ion}: Amazon Ion's binary encoding written and read by Jackson databind over ion-java.
 *
 * <p>ion-java itself has no object mapping (its API is a streaming reader/writer and a DOM); Amazon's
 * documentation points Java users who map objects to jackson-dataformat-ion, which drives ion-java's
 * binary writer and reader. So this row is Ion the way Java code maps records to it, and differs from
 * {@code cbor} and {@code smile} by the format and by timestamps, which are Ion's native timestamp type.
 */
public final class IonCodec extends AbstractCodec {

  public IonCodec() {
    super(CodecProperties.builder("ion", "com.fasterxml.jackson.dataformat:jackson-dataformat-ion")
        .format("Amazon Ion")
        .encoding(Encoding.BINARY)
        .schemaRequired(false)
        .api(ApiKind.REFLECTION)
        .zeroCopy(false)
        .crossLanguage(true)
        .timestampPrecision(TimePrecision.NANOS)
        .reusesBuffers(false)
        .notes("Jackson databind on an IonObjectMapper built for binary writers over ion-java (Ion 1.0"
            + " binary; each message carries its local symbol table of field names). Instants are Ion"
            + " timestamps at UTC (converted field by field by serbench: IonJavaTimeModule's conversion through"
            + " Timestamp.forMillis misreads the last second before 1970 and shifts dates before 1582), byte[] is an Ion blob. One"
            + " prebuilt ObjectWriter/ObjectReader per model type; no buffer is reused by serbench.")
        .build());
    // Databind needs nothing per type, so every model type a dataset uses is bound the same way;
    // each binding configures its own mapper when it is made, so constructing the codec stays cheap
    // (JMH forks load every codec but use one).
    bindEveryModel(model -> new JacksonBinding<>(newMapper(), model));
  }

  static IonObjectMapper newMapper() {
    return IonObjectMapper.builderForBinaryWriters()
        // Ion has a timestamp type of arbitrary fractional precision from year 1 to 9999: Instants are
        // written as Ion timestamps, converted by IonInstants rather than IonJavaTimeModule (see there).
        .addModule(IonInstants.module())
        .build();
  }
}
