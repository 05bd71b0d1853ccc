package dev.serbench.codec.avro;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.ApiKind;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Encoding;
import dev.serbench.api.Operation;
import dev.serbench.api.TimePrecision;
import org.apache.avro.specific.SpecificRecordBase;

/**
 * Apache Avro with classes generated from {@code schemas/src/main/avro/*.avsc}, in Avro's binary
 * encoding, with the library's default settings (custom coders off, as Avro ships them; {@code
 * avro-custom-coders} turns them on).
 */
public final class AvroCodec extends AbstractCodec {

  public AvroCodec() {
    super(builder("avro")
        .reusesBuffers(true)
        .operations(Operation.ENCODE, Operation.DECODE, Operation.FROM_MODEL, Operation.TO_MODEL)
        .notes("Generated SpecificRecord classes (stringType String) written by a SpecificDatumWriter and read by a"
            + " SpecificDatumReader, both created once per binding; the BinaryEncoder, BinaryDecoder and output stream"
            + " are reused as Avro documents, but every decode reads into a new record (no record reuse). Avro's"
            + " defaults otherwise: custom coders off (use_custom_coders defaults to false; see avro-custom-coders)."
            + " fromModel (records to generated records) and toModel (back) are timed on their own.")
        .build());
    for (AvroMapping<?, ?> mapping : AvroMappings.all()) {
      register(mapping);
    }
  }

  /** What the Avro rows have in common: the library, the format and how its classes are made. */
  static CodecProperties.Builder builder(String id) {
    return CodecProperties.builder(id, "org.apache.avro:avro")
        .format("Avro")
        .encoding(Encoding.BINARY)
        .schemaRequired(true)
        .api(ApiKind.GENERATED)
        .zeroCopy(false)
        .crossLanguage(true)
        .timestampPrecision(TimePrecision.NANOS)
        .timestamps("Timestamp record {seconds long, nanos int} (timestamp-nanos cannot hold year 1)");
  }

  private <T, R extends SpecificRecordBase> void register(AvroMapping<T, R> mapping) {
    bind(mapping.model(), () -> AvroBinding.specific(mapping, AvroBinding.generatedData(mapping.record())));
  }
}
