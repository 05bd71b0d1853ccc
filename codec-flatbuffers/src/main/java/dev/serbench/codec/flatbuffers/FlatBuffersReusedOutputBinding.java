package dev.serbench.codec.flatbuffers;

import dev.serbench.api.ReusedOutput;
import java.nio.ByteBuffer;

/**
 * A FlatBuffers binding that hands out the finished message where the builder built it, without the
 * copy {@code sizedByteArray()} makes: FlatBuffers builds back to front, so the message ends at the end
 * of the builder's array and starts at the position {@code finish} leaves in {@code dataBuffer()}.
 */
final class FlatBuffersReusedOutputBinding<T> extends FlatBuffersBinding<T> implements ReusedOutput<T> {

  FlatBuffersReusedOutputBinding(Writer<T> writer, Reader<T> reader) {
    super(writer, reader);
  }

  @Override
  public int encodeInto(T value) {
    build(value);
    ByteBuffer data = builder.dataBuffer();
    return data.capacity() - data.position();
  }

  // Read from the builder on each call: a message larger than the buffer makes the builder grow into a
  // new ByteBuffer, so the array of an earlier call may be stale.
  @Override
  public byte[] buffer() {
    return builder.dataBuffer().array();
  }

  @Override
  public int offset() {
    ByteBuffer data = builder.dataBuffer();
    return data.arrayOffset() + data.position();
  }
}
