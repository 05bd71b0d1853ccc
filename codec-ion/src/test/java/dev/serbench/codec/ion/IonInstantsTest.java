package dev.serbench.codec.ion;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.serbench.codec.jackson.JacksonBinding;
import java.time.Instant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Instants that IonJavaTimeModule's millisecond conversion gets wrong round-trip exactly through {@code ion}. */
class IonInstantsTest {

  @ParameterizedTest
  @ValueSource(strings = {"1969-12-31T23:59:59.999999999Z", "1969-12-31T23:59:59.5Z", "0001-01-01T00:00:00Z",
      "1582-10-04T12:00:00.000000001Z", "1951-12-21T04:24:03.034625591Z", "1970-01-01T00:00:00Z",
      "9999-12-31T23:59:59.999999999Z"})
  void roundTripsExactly(String text) throws Exception {
    Instant instant = Instant.parse(text);
    assertEquals(instant, IonInstants.instant(IonInstants.timestamp(instant)));
    record Holder(Instant at) {}
    var binding = new JacksonBinding<>(IonCodec.newMapper(), Holder.class);
    assertEquals(new Holder(instant), binding.decode(binding.encode(new Holder(instant))));
  }

  @ParameterizedTest
  @ValueSource(strings = {"0001-01-01T00:00:00Z", "1969-12-31T23:59:59.999999999Z"})
  void writesTheGregorianFieldsOfTheInstant(String text) {
    assertEquals(text, IonInstants.timestamp(Instant.parse(text)).toZString().replace(".000000000", ""));
  }
}
