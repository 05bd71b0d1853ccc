package dev.serbench.codec.fory;

import dev.serbench.api.ModelBinding;
import dev.serbench.api.ReusedOutput;
import java.util.Arrays;
import org.apache.fory.Fory;
import org.apache.fory.memory.MemoryBuffer;

/**
 * The {@code fory-reuse} row: {@link Fory#serialize(MemoryBuffer, Object)} into one heap
 * {@link MemoryBuffer} the binding keeps, whose array is handed out in place (the message is bytes 0 to
 * the writer index) rather than copied out as {@code serialize(Object)} does. Decode is
 * {@link ForyBinding}'s.
 */
final class ReusedOutputForyBinding<T> extends ModelBinding<T> implements ReusedOutput<T> {

  private final ForyBinding<T> base;
  private final Fory fory = ForyRegistrations.newFory();
  /** Grown by Fory when a message does not fit; a heap buffer, so its array starts at offset 0. */
  private final MemoryBuffer output = MemoryBuffer.newHeapBuffer(4096);

  ReusedOutputForyBinding(Class<T> model) {
    this.base = new ForyBinding<>(model);
  }

  @Override
  public int encodeInto(T value) {
    output.writerIndex(0);
    fory.serialize(output, value);
    return output.writerIndex();
  }

  @Override
  public byte[] buffer() {
    // The buffer replaces its array when it grows: read it after every write.
    return output.getHeapMemory();
  }

  /** A copy of what {@link #encodeInto} wrote, so that the array stays valid after later calls. */
  @Override
  public byte[] encode(T value) {
    int length = encodeInto(value);
    return Arrays.copyOf(output.getHeapMemory(), length);
  }

  @Override
  public T decode(byte[] bytes) {
    return base.decode(bytes);
  }
}
