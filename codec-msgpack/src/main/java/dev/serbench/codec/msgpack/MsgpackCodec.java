package dev.serbench.codec.msgpack;

import dev.serbench.api.Encoding;
import dev.serbench.codec.jackson.JacksonDatabindCodec;
import org.msgpack.jackson.dataformat.MessagePackMapper;
import org.msgpack.jackson.dataformat.TimestampExtensionModule;

/**
 * {@code msgpack}: Jackson databind over msgpack-java's {@code MessagePackFactory}, configured as
 * {@code json-jackson} is but for timestamps, which MessagePack has an extension type for.
 */
public final class MsgpackCodec extends JacksonDatabindCodec {

  public MsgpackCodec() {
    super(properties("msgpack", "org.msgpack:jackson-dataformat-msgpack", "MessagePack", Encoding.BINARY)
        .timestamps("MessagePack timestamp extension (type -1; 32, 64 or 96 bits)")
        .notes("Jackson databind on a MessagePackMapper with msgpack-java's TimestampExtensionModule"
            + " (instants as the format's timestamp extension, type -1, seconds and nanoseconds); records are"
            + " MessagePack maps keyed by field name, byte[] is MessagePack bin." + BINDING_NOTES
            + " msgpack-java recycles its own buffers too.")
        .build(),
        // The format's own timestamp, which keeps every nanosecond and year 1 (the 96-bit form holds a
        // signed 64-bit seconds count), from the module msgpack-java ships for it.
        () -> MessagePackMapper.builder().addModule(TimestampExtensionModule.INSTANCE).build());
  }
}
