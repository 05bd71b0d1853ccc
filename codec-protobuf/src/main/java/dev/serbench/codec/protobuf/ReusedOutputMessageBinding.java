package dev.serbench.codec.protobuf;

import com.google.protobuf.CodedOutputStream;
import com.google.protobuf.InvalidProtocolBufferException;
import com.google.protobuf.MessageLite;
import dev.serbench.api.Binding;
import dev.serbench.api.ReusedOutput;
import java.io.IOException;
import java.util.Arrays;

/**
 * The {@code protobuf-reuse} row: the same prepared, already-sized message as {@code protobuf}, written
 * with {@link MessageLite#writeTo(CodedOutputStream)} into one array the binding keeps, instead of a new
 * array per {@code toByteArray()}. Conversions and decode are {@link PreparedMessageBinding}'s.
 */
final class ReusedOutputMessageBinding<T, M extends MessageLite> implements Binding<T, M, M>, ReusedOutput<M> {

  private final PreparedMessageBinding<T, M> base;
  private byte[] buffer = new byte[256];

  ReusedOutputMessageBinding(MessageMapping<T, M> mapping) {
    this.base = new PreparedMessageBinding<>(mapping);
  }

  @Override
  public M fromModel(T value) {
    return base.fromModel(value);
  }

  @Override
  public int encodeInto(M value) throws IOException {
    // The memoized size, as toByteArray() uses it: the array only grows, to the largest message seen.
    int size = value.getSerializedSize();
    if (buffer.length < size) {
      buffer = new byte[size];
    }
    CodedOutputStream output = CodedOutputStream.newInstance(buffer, 0, size);
    value.writeTo(output);
    output.checkNoSpaceLeft();
    return size;
  }

  @Override
  public byte[] buffer() {
    return buffer;
  }

  /** A copy of what {@link #encodeInto} wrote, so that the array stays valid after later calls. */
  @Override
  public byte[] encode(M value) throws IOException {
    int length = encodeInto(value);
    return Arrays.copyOf(buffer, length);
  }

  @Override
  public M decode(byte[] bytes) throws InvalidProtocolBufferException {
    return base.decode(bytes);
  }

  @Override
  public T toModel(M decoded) {
    return base.toModel(decoded);
  }
}
