package dev.serbench.capnp.compiler;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.Channels;
import java.nio.channels.WritableByteChannel;
import org.capnproto.ArrayInputStream;
import org.capnproto.MessageBuilder;
import org.capnproto.MessageReader;
import org.capnproto.Serialize;
import org.capnproto.SerializePacked;

/** Writes and reads whole messages, in the plain or the packed stream format. */
final class Messages {
  private Messages() {}

  static byte[] write(MessageBuilder message, boolean packed) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (WritableByteChannel channel = Channels.newChannel(bytes)) {
      if (packed) {
        SerializePacked.writeToUnbuffered(channel, message);
      } else {
        Serialize.write(channel, message);
      }
    }
    return bytes.toByteArray();
  }

  static MessageReader read(byte[] bytes, boolean packed) throws IOException {
    ByteBuffer buffer = ByteBuffer.wrap(bytes);
    return packed ? SerializePacked.read(new ArrayInputStream(buffer)) : Serialize.read(buffer);
  }
}
