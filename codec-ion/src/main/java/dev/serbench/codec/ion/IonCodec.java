package dev.serbench.codec.ion;

import com.fasterxml.jackson.dataformat.ion.IonObjectMapper;
import dev.serbench.api.Encoding;
import dev.serbench.codec.jackson.JacksonDatabindCodec;

/**
 * {@code ion}: Amazon Ion's binary encoding written and read by Jackson databind over ion-java.
 *
 * <p>ion-java itself has no object mapping (its API is a streaming reader/writer and a DOM); Amazon's
 * documentation points Java users who map objects to jackson-dataformat-ion, which drives ion-java's
 * binary writer and reader. So this row is Ion the way Java code maps records to it, and differs from
 * {@code cbor} and {@code smile} by the format and by timestamps, which are Ion's native timestamp type.
 */
public final class IonCodec extends JacksonDatabindCodec {

  public IonCodec() {
    super(properties("ion", "com.fasterxml.jackson.dataformat:jackson-dataformat-ion", "Amazon Ion", Encoding.BINARY)
        .timestamps("Ion timestamp (UTC, fractional seconds to the nanosecond)")
        .notes("Jackson databind on an IonObjectMapper built for binary writers over ion-java (Ion 1.0"
            + " binary; each message carries its local symbol table of field names). Instants are Ion"
            + " timestamps at UTC (converted field by field by serbench: IonJavaTimeModule's conversion through"
            + " Timestamp.forMillis misreads the last second before 1970 and shifts dates before 1582), byte[]"
            + " is an Ion blob." + BINDING_NOTES)
        .build(), IonCodec::newMapper);
  }

  static IonObjectMapper newMapper() {
    return IonObjectMapper.builderForBinaryWriters()
        // Ion has a timestamp type of arbitrary fractional precision from year 1 to 9999: Instants are
        // written as Ion timestamps, converted by IonInstants rather than IonJavaTimeModule (see there).
        .addModule(IonInstants.module())
        .build();
  }
}
