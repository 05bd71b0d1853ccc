package dev.serbench.codec.jacksonjr;

import com.fasterxml.jackson.jr.ob.JSON;
import com.fasterxml.jackson.jr.ob.JacksonJrExtension;
import com.fasterxml.jackson.jr.ob.api.ExtensionContext;
import dev.serbench.api.AbstractCodec;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Encoding;

/** {@code jackson-jr}: jackson-jr-objects, Jackson's small databind-less object mapper, on the canonical records. */
public final class JacksonJrCodec extends AbstractCodec {

  public JacksonJrCodec() {
    super(CodecProperties.builder("jackson-jr", "com.fasterxml.jackson.jr:jackson-jr-objects")
        .format("JSON")
        .encoding(Encoding.TEXT)
        .crossLanguage(true)
        .timestamps("ISO-8601 string (serbench's ValueWriter/ValueReader: Instant.toString, Instant.parse)")
        .notes("One JSON instance per binding (json.asBytes(value), json.beanFrom(type, bytes)) with"
            + " WRITE_NULL_PROPERTIES and WRITE_RECORD_FIELDS_IN_DECLARATION_ORDER (json-jackson's output) and an"
            + " extension for what jackson-jr lacks: Instant as an ISO-8601 string, and a hand-written reader for"
            + " NumberMap, since jackson-jr reads map keys as Strings only.")
        .build());
    bindEveryModel(model -> new JacksonJrBinding<>(newJson(), model));
  }

  private static JSON newJson() {
    return JSON.builder()
        .enable(JSON.Feature.WRITE_NULL_PROPERTIES, JSON.Feature.WRITE_RECORD_FIELDS_IN_DECLARATION_ORDER)
        .register(new JacksonJrExtension() {
          @Override
          protected void register(ExtensionContext context) {
            context.insertProvider(new ModelReadersWriters());
          }
        })
        .build();
  }
}
