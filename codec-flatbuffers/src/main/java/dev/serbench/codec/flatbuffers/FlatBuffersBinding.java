package dev.serbench.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.serbench.api.ModelBinding;
import java.nio.ByteBuffer;

/**
 * A FlatBuffers binding of one model type. FlatBuffers has no message object to fill: an application
 * builds the buffer straight from its own data, so {@code encode} takes the canonical record and
 * {@code decode} reads every field back into a new canonical record.
 */
class FlatBuffersBinding<T> extends ModelBinding<T> {

  /** Writes one value into the builder, children first as FlatBuffers requires, and returns its root offset. */
  @FunctionalInterface
  interface Writer<T> {
    int write(FlatBufferBuilder builder, T value);
  }

  /** Reads every field of the root table of a finished buffer into a canonical record. */
  @FunctionalInterface
  interface Reader<T> {
    T read(ByteBuffer buffer);
  }

  // One builder per binding, cleared before each value: FlatBufferBuilder.clear() is the documented
  // way to build many buffers without reallocating; it keeps the capacity the largest value needed.
  final FlatBufferBuilder builder;
  private final Writer<T> writer;
  private final Reader<T> reader;

  FlatBuffersBinding(Writer<T> writer, Reader<T> reader) {
    this(new FlatBufferBuilder(), writer, reader);
  }

  /** @param builder the builder every encode of this binding clears and builds into */
  FlatBuffersBinding(FlatBufferBuilder builder, Writer<T> writer, Reader<T> reader) {
    this.builder = builder;
    this.writer = writer;
    this.reader = reader;
  }

  /** Builds {@code value} into the cleared builder and finishes it. */
  final void build(T value) {
    builder.clear();
    builder.finish(writer.write(builder, value));
  }

  @Override
  public byte[] encode(T value) {
    build(value);
    // A copy of the finished bytes: the builder's buffer is overwritten by the next call.
    return builder.sizedByteArray();
  }

  @Override
  public T decode(byte[] bytes) {
    return reader.read(ByteBuffer.wrap(bytes));
  }
}
