package dev.serbench.codec.jdk;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.ApiKind;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Encoding;
import dev.serbench.api.TimePrecision;

/**
 * {@code jdk}: java.io serialization ({@code ObjectOutputStream}/{@code ObjectInputStream}) of the
 * canonical records, the JVM's built-in counterpart of Go's gob. Reading is guarded by
 * {@link ModelInputFilter}, as any reader of untrusted bytes must be.
 */
public final class JdkCodec extends AbstractCodec {

  public JdkCodec() {
    super(CodecProperties.builder("jdk", "java.base")
        .format("Java serialization")
        .encoding(Encoding.BINARY)
        .schemaRequired(false)
        .api(ApiKind.REFLECTION)
        .zeroCopy(false)
        .crossLanguage(false)
        .timestampPrecision(TimePrecision.NANOS)
        .timestamps("java.time.Instant's serial form (seconds long, nanos int)")
        .reusesBuffers(false)
        .notes("A new ObjectOutputStream/ObjectInputStream per message, as java.io serialization is used;"
            + " reading is limited by an ObjectInputFilter to the model's records and enums and the JDK types"
            + " they hold, with depth, array, reference and byte limits. Java serialization always shares"
            + " repeated references, so an instance that occurs twice in a value is written once.")
        .build());
    // java.io serialization needs nothing per type, so every model type a dataset uses is bound the same way.
    bindEveryModel(JdkBinding::new);
  }
}
