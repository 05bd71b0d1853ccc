package dev.serbench.codec.avro;

import org.apache.avro.specific.SpecificData;
import org.apache.avro.specific.SpecificRecordBase;

/**
 * Turns on Avro's custom coders for one binding: {@code SpecificDatumWriter} and {@code
 * SpecificDatumReader} then hand each record to its generated {@code customEncode}/{@code customDecode}
 * (which avro-maven-plugin 1.12 writes into every generated record class) instead of walking the schema.
 *
 * <p>Avro reads its switch, the system property {@code org.apache.avro.specific.use_custom_coders}
 * (default {@code false}), when a SpecificData is constructed, and a generated class constructs its own
 * (its {@code MODEL$}) when it is initialized. Setting the property from a codec would therefore depend
 * on class-initialization order and would turn custom coders on for every Avro row in the JVM, {@code
 * avro} included. Instead each binding gets a SpecificData of its own, with the generated one's
 * logical-type conversions, switched on through Avro's per-instance {@link
 * SpecificData#setCustomCoders}; the generated classes' own SpecificData is left alone.
 */
final class CustomCoders {

  private CustomCoders() {}

  /** A SpecificData for the record class, with custom coders on. */
  static SpecificData enabled(Class<? extends SpecificRecordBase> recordClass) {
    SpecificData data = new SpecificData(recordClass.getClassLoader());
    AvroBinding.generatedData(recordClass).getConversions().forEach(data::addLogicalTypeConversion);
    data.setCustomCoders(true);
    return data;
  }
}
