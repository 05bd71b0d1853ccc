package dev.serbench.codec.capnp;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.Arrays;
import org.capnproto.ArrayOutputStream;
import org.capnproto.MessageBuilder;
import org.capnproto.MessageReader;
import org.capnproto.Serialize;
import org.capnproto.SerializePacked;

/** How a built message becomes one byte array and back: Cap'n Proto's standard stream framing, or its packed form. */
enum Framing {

  /** The segment table and the segments as they are in memory; a reader uses the bytes in place. */
  STANDARD {
    @Override
    byte[] write(MessageBuilder message, long words) throws IOException {
      byte[] bytes = new byte[Math.toIntExact(words * BYTES_PER_WORD)];
      // ArrayOutputStream writes through a duplicate of the buffer: the array is exactly filled.
      Serialize.write(new ArrayOutputStream(ByteBuffer.wrap(bytes)), message);
      return bytes;
    }

    @Override
    MessageReader read(byte[] bytes) throws IOException {
      return Serialize.read(ByteBuffer.wrap(bytes), ReadLimits.OPTIONS);
    }
  },

  /** The same words with runs of zero bytes packed away; a reader must unpack them into a new buffer first. */
  PACKED {
    @Override
    byte[] write(MessageBuilder message, long words) throws IOException {
      byte[] buffer = new byte[Math.toIntExact(words * MAX_PACKED_BYTES_PER_WORD)];
      ArrayOutputStream out = new ArrayOutputStream(ByteBuffer.wrap(buffer));
      SerializePacked.write(out, message);
      // The packed size is known only now: the stream's own buffer (a duplicate) has moved, not ours.
      return Arrays.copyOf(buffer, out.getWriteBuffer().position());
    }

    @Override
    MessageReader read(byte[] bytes) throws IOException {
      return SerializePacked.read(new EndCheckedInput(ByteBuffer.wrap(bytes)), ReadLimits.OPTIONS);
    }
  };

  private static final int BYTES_PER_WORD = 8;

  /**
   * The packing's worst case: a word without zero bytes costs a tag byte, its 8 bytes and a count byte
   * (every other word costs at most 9 bytes, and the raw words a count announces 8), so a buffer of 10
   * bytes per word never overflows.
   */
  private static final int MAX_PACKED_BYTES_PER_WORD = 10;

  /**
   * The bytes of {@code message}, in a new array of exactly their length.
   *
   * @param words the message's size in the standard framing, {@code Serialize.computeSerializedSizeInWords}
   */
  abstract byte[] write(MessageBuilder message, long words) throws IOException;

  /** A reader over {@code bytes}, under {@link ReadLimits}; it reads the fields lazily, when asked. */
  abstract MessageReader read(byte[] bytes) throws IOException;
}
