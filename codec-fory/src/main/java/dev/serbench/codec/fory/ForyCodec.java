package dev.serbench.codec.fory;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.ApiKind;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Encoding;
import dev.serbench.api.TimePrecision;
import org.apache.fory.logging.LogLevel;
import org.apache.fory.logging.LoggerFactory;

/**
 * {@code fory}: Apache Fory in Java mode on the canonical records, registration required, reference
 * tracking off, one Fory instance per binding.
 */
public final class ForyCodec extends AbstractCodec {

  static {
    // Fory logs every serializer it generates at INFO; serbench's output keeps warnings and errors only.
    LoggerFactory.setLogLevel(LogLevel.WARN_LEVEL);
  }

  public ForyCodec() {
    super(builder("fory")
        .reusesBuffers(true)
        .notes("Java mode at Fory 1.6's defaults: compatible mode (each message carries its types' field"
            + " meta), reference tracking off, ints as varints and longs tagged, strings uncompressed."
            + " Registration required with fixed ids; an unknown type id is refused, not read as an unknown"
            + " struct. Serializers are generated at run time (JIT code generation), not from a schema. One Fory"
            + " per binding: serialize(Object) writes into Fory's own reused buffer and returns a copy.")
        .build());
    // Fory needs nothing per root type beyond the shared registrations, so every model type a dataset
    // uses is bound the same way.
    bindEveryModel(ForyBinding::new);
  }

  /** What the Fory rows have in common: the library, the format and its settings. */
  static CodecProperties.Builder builder(String id) {
    return CodecProperties.builder(id, "org.apache.fory:fory-core")
        .format("Fory")
        .encoding(Encoding.BINARY)
        .schemaRequired(false)
        .api(ApiKind.REFLECTION)
        .zeroCopy(false)
        .crossLanguage(false)
        .timestampPrecision(TimePrecision.NANOS)
        .timestamps("Fory's Instant serializer: seconds int64, nanos int32");
  }
}
