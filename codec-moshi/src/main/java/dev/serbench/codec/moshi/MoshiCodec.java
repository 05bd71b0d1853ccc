package dev.serbench.codec.moshi;

import com.squareup.moshi.Moshi;
import dev.serbench.api.AbstractCodec;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Encoding;
import java.time.Instant;

/**
 * {@code moshi}: Moshi's reflective adapters on the canonical records. Moshi reads Java records itself
 * (RecordJsonAdapter, Java 16+, in its multi-release jar), so no Kotlin reflection and no codegen is needed;
 * Moshi and Okio bring the Kotlin standard library only.
 */
public final class MoshiCodec extends AbstractCodec {

  public MoshiCodec() {
    super(CodecProperties.builder("moshi", "com.squareup.moshi:moshi")
        .format("JSON")
        .encoding(Encoding.TEXT)
        .crossLanguage(true)
        .timestamps("ISO-8601 string (serbench's JsonAdapter: Instant.toString, Instant.parse)")
        .notes("One JsonAdapter per model type, built once, with serializeNulls() (json-jackson writes absent"
            + " optionals as null) and two adapters Moshi lacks: Instant as an ISO-8601 string, byte[] as base64."
            + " encode writes into a new okio Buffer and returns readByteArray(); decode reads a Buffer holding"
            + " the bytes.")
        .build());
    bindEveryModel(model -> new MoshiBinding<>(newMoshi(), model));
  }

  private static Moshi newMoshi() {
    return new Moshi.Builder()
        .add(Instant.class, new InstantAdapter().nullSafe())
        .add(byte[].class, new Base64Adapter().nullSafe())
        .build();
  }
}
