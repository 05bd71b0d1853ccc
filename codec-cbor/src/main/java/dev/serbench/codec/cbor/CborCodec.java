package dev.serbench.codec.cbor;

import com.fasterxml.jackson.dataformat.cbor.databind.CBORMapper;
import dev.serbench.api.Encoding;
import dev.serbench.codec.jackson.JacksonDatabindCodec;

/**
 * {@code cbor}: Jackson databind over jackson-dataformat-cbor's {@code CBORMapper}, configured as
 * {@code json-jackson} is but for timestamps, which CBOR has a binary form for (tag 1001).
 */
public final class CborCodec extends JacksonDatabindCodec {

  public CborCodec() {
    super(properties("cbor", "com.fasterxml.jackson.dataformat:jackson-dataformat-cbor", "CBOR", Encoding.BINARY)
        .timestamps("CBOR tag 1001 (RFC 9581 extended time) {1: seconds, -9: nanos}")
        .notes("Jackson databind on a CBORMapper; instants as CBOR extended time (tag 1001, RFC 9581:"
            + " seconds and nanoseconds; tag 1's float seconds cannot keep nanoseconds) through serbench's"
            + " serializer, Jackson having no CBOR date support; records are CBOR maps keyed by field name,"
            + " byte[] is a CBOR byte string." + BINDING_NOTES)
        .build(),
        // The format's own timestamp (see CborTimestamps), not json-jackson's ISO-8601 strings.
        () -> CBORMapper.builder().addModule(CborTimestamps.module()).build());
  }
}
