package dev.serbench.codec.kryo;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.ApiKind;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Encoding;
import dev.serbench.api.TimePrecision;

/**
 * {@code kryo}: Kryo 5 writing the canonical records with its record serializer, registration required,
 * references off, one Kryo with its Output and Input per binding.
 */
public final class KryoCodec extends AbstractCodec {

  public KryoCodec() {
    super(builder("kryo")
        .reusesBuffers(true)
        .notes("Registration required: every model class and the JDK types the values hold (ArrayList,"
            + " LinkedHashMap, List.of lists, Instant, byte[]) are registered with fixed ids, so the bytes name"
            + " no classes. References off (Kryo 5's default). One Kryo per binding with a reused Output and"
            + " Input, Kryo's documented per-thread use; encode copies the Output's bytes out.")
        .build());
    // Kryo needs nothing per root type beyond the shared registrations, so every model type a dataset
    // uses is bound the same way.
    bindEveryModel(KryoBinding::new);
  }

  /** What the Kryo rows have in common: the library, the format and its settings. */
  static CodecProperties.Builder builder(String id) {
    return CodecProperties.builder(id, "com.esotericsoftware:kryo")
        .format("Kryo")
        .encoding(Encoding.BINARY)
        .schemaRequired(false)
        .api(ApiKind.REFLECTION)
        .zeroCopy(false)
        .crossLanguage(false)
        .timestampPrecision(TimePrecision.NANOS)
        .timestamps("Kryo's InstantSerializer: seconds and nanos as varints");
  }
}
