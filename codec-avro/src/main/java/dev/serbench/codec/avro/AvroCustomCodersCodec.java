package dev.serbench.codec.avro;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.Operation;
import org.apache.avro.specific.SpecificRecordBase;

/**
 * Apache Avro with its generated custom coders switched on ({@code avro-custom-coders}): the {@code avro}
 * row's bindings over a SpecificData whose custom-coders flag is set (see {@link CustomCoders}).
 *
 * <p>A labelled variant rather than {@code avro}'s default: Avro 1.12 ships the flag off ({@code
 * org.apache.avro.specific.use_custom_coders} defaults to {@code false}) and its Java guide introduced it
 * as a beta feature, so plain Avro users get the schema-walking writer and reader that {@code avro} times.
 */
public final class AvroCustomCodersCodec extends AbstractCodec {

  /** The variant label of this row. */
  public static final String VARIANT = "custom coders";

  public AvroCustomCodersCodec() {
    super(AvroCodec.builder("avro-custom-coders")
        .variant(VARIANT)
        .reusesBuffers(true)
        .operations(Operation.ENCODE, Operation.DECODE, Operation.FROM_MODEL, Operation.TO_MODEL)
        .notes("The avro row with Avro's custom coders on: SpecificDatumWriter and SpecificDatumReader call the"
            + " customEncode/customDecode that avro-maven-plugin generates into every record class instead of"
            + " walking the schema. Avro 1.12 ships them off (use_custom_coders defaults to false; its Java guide"
            + " calls them a beta feature), hence a variant, not avro's default. The flag is set per binding with"
            + " SpecificData.setCustomCoders(true) on a SpecificData of its own, not through the system property,"
            + " which Avro reads when each generated class initializes and which would reach the avro row too."
            + " Encoder, decoder and stream reuse, no record reuse, and conversions as in avro.")
        .build());
    for (AvroMapping<?, ?> mapping : AvroMappings.all()) {
      register(mapping);
    }
  }

  private <T, R extends SpecificRecordBase> void register(AvroMapping<T, R> mapping) {
    bind(mapping.model(), () -> AvroBinding.specific(mapping, CustomCoders.enabled(mapping.record())));
  }
}
