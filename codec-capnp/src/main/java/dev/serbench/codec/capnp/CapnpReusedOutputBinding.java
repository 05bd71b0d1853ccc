package dev.serbench.codec.capnp;

import dev.serbench.api.ReusedOutput;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import org.capnproto.ArrayOutputStream;
import org.capnproto.MessageBuilder;
import org.capnproto.Serialize;

/**
 * A Cap'n Proto binding (standard framing) that writes every message into one reused array instead
 * of a new one: {@code Serialize.write} to an {@link ArrayOutputStream} over that array, sized first
 * with {@code Serialize.computeSerializedSizeInWords}. The message is built as the base codec builds
 * it (a new MessageBuilder per message); only the output array is reused.
 */
final class CapnpReusedOutputBinding<T> extends CapnpBinding<T> implements ReusedOutput<T> {

  private static final int BYTES_PER_WORD = 8;

  private byte[] buffer = new byte[0];
  // Writes into buffer through a duplicate of a ByteBuffer over it; rewound before each message and
  // made again only when the buffer is replaced by a larger one.
  private ArrayOutputStream out = new ArrayOutputStream(ByteBuffer.wrap(buffer));

  CapnpReusedOutputBinding(Writer<T> writer, Reader<T> reader) {
    super(Framing.STANDARD, writer, reader);
  }

  @Override
  public int encodeInto(T value) throws IOException {
    return write(value, true);
  }

  @Override
  public byte[] buffer() {
    return buffer;
  }

  /**
   * A copy of what {@link #encodeInto} writes. A message's segments depend on the size of its first
   * segment, which encodeInto adapts to the last message; this copy does not adapt it, so that encode
   * and a following encodeInto of the same value give the same bytes (validation compares them).
   */
  @Override
  public byte[] encode(T value) throws IOException {
    int length = write(value, false);
    return Arrays.copyOf(buffer, length);
  }

  private int write(T value, boolean sizeNextFirstSegment) throws IOException {
    MessageBuilder message = build(value);
    long words = Serialize.computeSerializedSizeInWords(message);
    if (sizeNextFirstSegment) {
      sizeNextFirstSegment(words);
    }
    int length = Math.toIntExact(words * BYTES_PER_WORD);
    if (length > buffer.length) {
      buffer = new byte[Math.max(length, buffer.length * 2)];
      out = new ArrayOutputStream(ByteBuffer.wrap(buffer));
    } else {
      out.getWriteBuffer().clear();
    }
    Serialize.write(out, message);
    return length;
  }
}
