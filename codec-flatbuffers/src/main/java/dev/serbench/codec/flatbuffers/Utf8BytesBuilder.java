package dev.serbench.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;

/**
 * A FlatBufferBuilder whose strings are written from their UTF-8 bytes: {@link #createString(CharSequence)}
 * encodes the string with the JDK ({@code String.getBytes(UTF_8)}) and hands the bytes to the runtime's
 * {@link FlatBufferBuilder#createString(ByteBuffer)}, which copies already-encoded UTF-8 into the buffer,
 * instead of the runtime's own UTF-8 encoder, which measures and then encodes the string char by char.
 *
 * <p>Overriding the one method lets every writer of this module serve both rows unchanged. The bytes
 * are made on every call, inside the timed encode: the model holds Strings, and FlatBuffers documents no
 * cache of encoded strings (its {@code createSharedString} deduplicates within one buffer only, which the
 * default row does not do either).
 */
final class Utf8BytesBuilder extends FlatBufferBuilder {

  @Override
  public int createString(CharSequence s) {
    return createString(ByteBuffer.wrap(s.toString().getBytes(StandardCharsets.UTF_8)));
  }
}
