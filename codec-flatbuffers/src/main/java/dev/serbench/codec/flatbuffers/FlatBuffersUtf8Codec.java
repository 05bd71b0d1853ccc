package dev.serbench.codec.flatbuffers;

import dev.serbench.api.Binding;

/**
 * FlatBuffers with strings written from their UTF-8 bytes (codec {@code flatbuffers-utf8}): the {@code
 * flatbuffers} row with {@code createString(ByteBuffer)} in place of {@code createString(CharSequence)}
 * (see {@link Utf8BytesBuilder}); the bytes and decode are the same.
 */
public final class FlatBuffersUtf8Codec extends AbstractFlatBuffersCodec {

  /** The variant label of this row. */
  public static final String VARIANT = "strings from UTF-8 bytes";

  public FlatBuffersUtf8Codec() {
    super(properties("flatbuffers-utf8")
        .variant(VARIANT)
        .reusesBuffers(true)
        .notes("The flatbuffers row with every string written by FlatBufferBuilder.createString(ByteBuffer) from"
            + " String.getBytes(UTF_8), made inside the timed encode on every call, instead of"
            + " createString(CharSequence), the runtime's own char-by-char UTF-8 encoder; the model holds Strings"
            + " and FlatBuffers documents no cache of encoded strings. Same builder reuse, bytes and decode as"
            + " flatbuffers.")
        .build());
  }

  @Override
  <T> Binding<T, ?, ?> binding(Parts<T> parts) {
    return new FlatBuffersBinding<>(new Utf8BytesBuilder(), parts.writer(), parts.reader().get());
  }
}
