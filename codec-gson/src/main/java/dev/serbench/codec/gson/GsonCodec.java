package dev.serbench.codec.gson;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import dev.serbench.api.AbstractCodec;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Encoding;
import java.time.Instant;

/** {@code gson}: Gson's reflective adapters on the canonical records (records are supported since Gson 2.10). */
public final class GsonCodec extends AbstractCodec {

  public GsonCodec() {
    super(CodecProperties.builder("gson", "com.google.code.gson:gson")
        .format("JSON")
        .encoding(Encoding.TEXT)
        .crossLanguage(true)
        .timestamps("ISO-8601 string (serbench's TypeAdapter: Instant.toString, Instant.parse)")
        .notes("One Gson per binding with serializeNulls and disableHtmlEscaping (json-jackson's output) and two"
            + " TypeAdapters Gson lacks: Instant as an ISO-8601 string, byte[] as base64. Gson has no byte API:"
            + " encode is gson.toJson(value, type).getBytes(UTF_8), decode gson.fromJson(new String(bytes, UTF_8),"
            + " type).")
        .build());
    bindEveryModel(model -> new GsonBinding<>(newGson(), model));
  }

  private static Gson newGson() {
    return new GsonBuilder()
        // json-jackson writes absent optionals as null and '<', '>', '&', '=', '\'' unescaped.
        .serializeNulls()
        .disableHtmlEscaping()
        .registerTypeAdapter(Instant.class, new InstantAdapter().nullSafe())
        .registerTypeAdapter(byte[].class, new Base64Adapter().nullSafe())
        .create();
  }
}
