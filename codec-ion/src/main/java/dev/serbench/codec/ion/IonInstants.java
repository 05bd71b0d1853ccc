package dev.serbench.codec.ion;

import com.amazon.ion.Timestamp;
import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.DeserializationContext;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.deser.std.StdScalarDeserializer;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdScalarSerializer;
import com.fasterxml.jackson.dataformat.ion.IonGenerator;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

/**
 * Instants as Ion timestamps at UTC, converted field by field (year to fractional second).
 *
 * <p>jackson-dataformat-ion's IonJavaTimeModule converts through {@code Timestamp.forMillis}, which
 * ion-java gets wrong for an instant in the last second before 1970 (1969-12-31T23:59:59.999999999Z comes
 * back as 1970-01-01T00:00:00.999999999Z) and which maps milliseconds to dates with the Julian calendar
 * before 1582 (year 1 would be written as 0001-01-03). Ion's timestamps are Gregorian fields, as java.time's
 * are, so converting by fields keeps every value exactly.
 */
final class IonInstants {

  private IonInstants() {}

  static SimpleModule module() {
    return new SimpleModule("serbench-ion-instants")
        .addSerializer(Instant.class, new Serializer())
        .addDeserializer(Instant.class, new Deserializer());
  }

  static Timestamp timestamp(Instant instant) {
    LocalDateTime utc = LocalDateTime.ofEpochSecond(instant.getEpochSecond(), 0, ZoneOffset.UTC);
    BigDecimal second = BigDecimal.valueOf(utc.getSecond());
    if (instant.getNano() != 0) {
      second = second.add(BigDecimal.valueOf(instant.getNano(), 9));
    }
    return Timestamp.forSecond(utc.getYear(), utc.getMonthValue(), utc.getDayOfMonth(), utc.getHour(),
        utc.getMinute(), second, 0);
  }

  static Instant instant(Timestamp timestamp) {
    BigDecimal second = timestamp.getZDecimalSecond();
    int wholeSecond = second.intValue();
    int nanos = second.subtract(BigDecimal.valueOf(wholeSecond)).movePointRight(9).intValueExact();
    long epochSecond = LocalDateTime.of(timestamp.getZYear(), timestamp.getZMonth(), timestamp.getZDay(),
        timestamp.getZHour(), timestamp.getZMinute(), wholeSecond).toEpochSecond(ZoneOffset.UTC);
    return Instant.ofEpochSecond(epochSecond, nanos);
  }

  private static final class Serializer extends StdScalarSerializer<Instant> {
    private static final long serialVersionUID = 1L;

    Serializer() {
      super(Instant.class);
    }

    @Override
    public void serialize(Instant value, JsonGenerator generator, SerializerProvider provider) throws IOException {
      ((IonGenerator) generator).writeValue(timestamp(value));
    }
  }

  private static final class Deserializer extends StdScalarDeserializer<Instant> {
    private static final long serialVersionUID = 1L;

    Deserializer() {
      super(Instant.class);
    }

    @Override
    public Instant deserialize(JsonParser parser, DeserializationContext context) throws IOException {
      if (parser.currentToken() == JsonToken.VALUE_EMBEDDED_OBJECT
          && parser.getEmbeddedObject() instanceof Timestamp timestamp) {
        return instant(timestamp);
      }
      return (Instant) context.handleUnexpectedToken(Instant.class, parser);
    }
  }
}
