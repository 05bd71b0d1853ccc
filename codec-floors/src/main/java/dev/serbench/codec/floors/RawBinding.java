package dev.serbench.codec.floors;

import dev.serbench.api.ModelBinding;
import dev.serbench.api.ReusedOutput;
import java.util.Arrays;

/**
 * {@code raw} on one model type: {@link #encodeInto} writes the layout into one growable reused array;
 * {@link #decode} builds new model records from the bytes, checking every length and count.
 */
final class RawBinding<T> extends ModelBinding<T> implements ReusedOutput<T> {

  private final RawFormat<T> format;
  private final RawWriter writer = new RawWriter(256);

  RawBinding(RawFormat<T> format) {
    this.format = format;
  }

  @Override
  public int encodeInto(T value) {
    writer.reset();
    format.write(writer, value);
    return writer.position();
  }

  @Override
  public byte[] buffer() {
    return writer.buffer();
  }

  @Override
  public byte[] encode(T value) {
    int length = encodeInto(value);
    return Arrays.copyOf(writer.buffer(), length);
  }

  @Override
  public T decode(byte[] bytes) {
    RawReader reader = new RawReader(bytes);
    T value = format.read(reader);
    reader.end();
    return value;
  }
}
