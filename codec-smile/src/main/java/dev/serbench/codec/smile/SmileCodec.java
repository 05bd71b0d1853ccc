package dev.serbench.codec.smile;

import com.fasterxml.jackson.dataformat.smile.databind.SmileMapper;
import dev.serbench.api.Encoding;
import dev.serbench.codec.jackson.JacksonDatabindCodec;

/**
 * {@code smile}: Jackson databind over jackson-dataformat-smile's {@code SmileMapper}, configured as
 * {@code json-jackson} is, so that the two rows differ by the format only. Smile, a binary JSON, has no
 * timestamp type, so instants are json-jackson's ISO-8601 strings.
 */
public final class SmileCodec extends JacksonDatabindCodec {

  public SmileCodec() {
    super(properties("smile", "com.fasterxml.jackson.dataformat:jackson-dataformat-smile", "Smile", Encoding.BINARY)
        .timestamps(ISO_INSTANTS + ", Smile having no timestamp type")
        .notes("Jackson databind on a SmileMapper at Smile's defaults (header written, repeated property"
            + " names back-referenced, string values not, byte[] as 7-bit-safe binary) with JavaTimeModule"
            + " (ISO-8601 instants, as in json-jackson)." + BINDING_NOTES)
        .build(), () -> isoInstants(SmileMapper.builder()));
  }
}
