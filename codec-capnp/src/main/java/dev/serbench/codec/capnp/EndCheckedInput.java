package dev.serbench.codec.capnp;

import java.io.IOException;
import java.nio.ByteBuffer;
import org.capnproto.BufferedInputStream;

/**
 * The bytes of a packed message, for capnproto-java's {@code PackedInputStream}, which asks its input for
 * more bytes in a loop: the library's {@code ArrayInputStream} answers an empty buffer at the end, so a
 * truncated or empty message made the unpacker spin forever (capnproto-java 0.1.16, the newest on Maven
 * Central). Here the end of the bytes is an {@link IOException}, as any other malformed input is.
 */
final class EndCheckedInput implements BufferedInputStream {

  private final ByteBuffer buf;

  EndCheckedInput(ByteBuffer buf) {
    this.buf = buf;
  }

  @Override
  public ByteBuffer getReadBuffer() throws IOException {
    if (!buf.hasRemaining()) {
      throw new IOException("packed message ends early (" + buf.limit() + " bytes)");
    }
    return buf;
  }

  @Override
  public int read(ByteBuffer dst) {
    if (!buf.hasRemaining()) {
      return -1;
    }
    int n = Math.min(dst.remaining(), buf.remaining());
    ByteBuffer slice = buf.duplicate();
    slice.limit(slice.position() + n);
    dst.put(slice);
    buf.position(buf.position() + n);
    return n;
  }

  @Override
  public boolean isOpen() {
    return true;
  }

  @Override
  public void close() {
    // Nothing to release: the bytes belong to the caller.
  }
}
