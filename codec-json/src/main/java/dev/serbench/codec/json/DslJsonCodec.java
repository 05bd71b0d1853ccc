package dev.serbench.codec.json;

import com.dslplatform.json.DslJson;
import dev.serbench.api.AbstractCodec;
import dev.serbench.api.ApiKind;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Encoding;
import dev.serbench.api.Operation;
import dev.serbench.api.TimePrecision;

/**
 * {@code json-dsl}: dsl-json with converters its annotation processor compiled for DTO records that
 * mirror the model's JSON (the way a schema format's generated classes mirror its schema).
 */
public final class DslJsonCodec extends AbstractCodec {

  public DslJsonCodec() {
    super(builder("json-dsl")
        .reusesBuffers(true)
        .operations(Operation.ENCODE, Operation.DECODE, Operation.FROM_MODEL, Operation.TO_MODEL)
        .notes("Compiled converters (@CompiledJson DTO records, no reflection runtime) with exact double"
            + " parsing; timestamps through dsl-json's OffsetDateTime converter (ISO-8601, ns, year 1)."
            + " One JsonWriter (reset per call) and one JsonReader (process(bytes, length)) per binding."
            + " fromModel (records to DTO records) and toModel (back) are timed on their own.")
        .build());
    for (DtoMapping<?, ?> mapping : DtoMappings.all()) {
      bindMapping(mapping);
    }
  }

  private <T, D> void bindMapping(DtoMapping<T, D> mapping) {
    // Each binding gets its DslJson (a converter registry) when it is made, so constructing the codec
    // stays cheap: JMH forks load every codec but use one.
    bind(mapping.model(), () -> new DslJsonBinding<>(DslJsonSetup.compiledOnly(), mapping));
  }

  /** What the dsl-json rows have in common: the library, the format and how converters are made. */
  static CodecProperties.Builder builder(String id) {
    return CodecProperties.builder(id, "com.dslplatform:dsl-json")
        .format("JSON")
        .encoding(Encoding.TEXT)
        .schemaRequired(false)
        .api(ApiKind.GENERATED)
        .zeroCopy(false)
        .crossLanguage(true)
        .timestampPrecision(TimePrecision.NANOS)
        .timestamps("ISO-8601 string (dsl-json OffsetDateTime converter)");
  }

  /** A DslJson instance as bindings get it, for the test that proves every DTO has a compiled converter. */
  DslJson<Object> dslJson() {
    return DslJsonSetup.compiledOnly();
  }
}
