package dev.serbench.codec.cbor;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import com.fasterxml.jackson.dataformat.cbor.CBORGenerator;
import com.fasterxml.jackson.dataformat.cbor.CBORParser;
import java.io.IOException;
import java.time.Instant;

/**
 * Instants as CBOR's extended time, tag 1001 of RFC 9581: a map of key 1 (seconds since the epoch)
 * and key -9 (nanoseconds, left out when 0). The epoch-based tag 1 of RFC 8949 holds an integer or a
 * float of seconds, and a float64 cannot keep nanoseconds (a 2026 instant in ns needs 61 bits);
 * tag 1001 is the standard's exact form. jackson-dataformat-cbor 2.x writes and reads tags but has no
 * date/time support of its own, hence this module.
 */
final class CborTimestamps {

  /** RFC 9581's extended time. */
  static final int EXTENDED_TIME = 1001;
  private static final int SECONDS = 1;
  private static final int NANOS = -9;

  private CborTimestamps() {}

  static SimpleModule module() {
    return new SimpleModule("serbench-cbor-time")
        .addSerializer(Instant.class, new Writer())
        .addDeserializer(Instant.class, new Reader());
  }

  private static final class Writer extends StdSerializer<Instant> {
    Writer() {
      super(Instant.class);
    }

    @Override
    public void serialize(Instant value, JsonGenerator gen, SerializerProvider provider) throws IOException {
      CBORGenerator cbor = (CBORGenerator) gen;
      int nanos = value.getNano();
      cbor.writeTag(EXTENDED_TIME);
      cbor.writeStartObject(value, nanos == 0 ? 1 : 2);
      cbor.writeFieldId(SECONDS);
      cbor.writeNumber(value.getEpochSecond());
      if (nanos != 0) {
        cbor.writeFieldId(NANOS);
        cbor.writeNumber(nanos);
      }
      cbor.writeEndObject();
    }
  }

  private static final class Reader extends StdDeserializer<Instant> {
    Reader() {
      super(Instant.class);
    }

    @Override
    public Instant deserialize(JsonParser p, DeserializationContext ctxt) throws IOException {
      if (!p.hasToken(JsonToken.START_OBJECT) || ((CBORParser) p).getCurrentTag() != EXTENDED_TIME) {
        return (Instant) ctxt.handleUnexpectedToken(Instant.class, p);
      }
      Long seconds = null;
      long nanos = 0;
      for (String key = p.nextFieldName(); key != null; key = p.nextFieldName()) {
        JsonToken token = p.nextToken();
        if (token != JsonToken.VALUE_NUMBER_INT) {
          return (Instant) ctxt.handleUnexpectedToken(long.class, p);
        }
        switch (key) {
          case "1" -> seconds = p.getLongValue();
          case "-9" -> nanos = p.getLongValue();
          default -> ctxt.reportInputMismatch(Instant.class, "unknown key %s in CBOR extended time", key);
        }
      }
      if (seconds == null) {
        return (Instant) ctxt.reportInputMismatch(Instant.class, "CBOR extended time without seconds (key 1)");
      }
      if (nanos < 0 || nanos > 999_999_999) {
        return (Instant) ctxt.reportInputMismatch(Instant.class, "CBOR extended time nanoseconds %d out of range", nanos);
      }
      return Instant.ofEpochSecond(seconds, nanos);
    }
  }
}
