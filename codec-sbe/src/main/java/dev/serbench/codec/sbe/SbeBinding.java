package dev.serbench.codec.sbe;

import dev.serbench.api.ModelBinding;
import java.util.Arrays;
import org.agrona.DirectBuffer;
import org.agrona.ExpandableArrayBuffer;
import org.agrona.MutableDirectBuffer;
import org.agrona.concurrent.UnsafeBuffer;

/**
 * An SBE binding of one model type. SBE has no message objects: its generated encoders and decoders
 * are flyweights over a buffer, so {@code encode} writes the canonical record through the encoders
 * and {@code decode} reads every field through the decoders into a new canonical record.
 */
final class SbeBinding<T> extends ModelBinding<T> {

  /** Writes one value, header first, at offset 0 of {@code buffer} and returns its length in bytes. */
  @FunctionalInterface
  interface Writer<T> {
    int write(MutableDirectBuffer buffer, T value);
  }

  /** Reads every field of the message at offset 0 of {@code buffer}, header first, into a canonical record. */
  @FunctionalInterface
  interface Reader<T> {
    T read(DirectBuffer buffer);
  }

  // SBE's documented use: flyweights wrapped over a buffer that is reused for every message. The
  // output buffer grows on demand and keeps the capacity the largest value needed; the input
  // buffer is re-wrapped over each array to decode. Both keep Agrona's bounds checks.
  private final ExpandableArrayBuffer out = new ExpandableArrayBuffer();
  private final UnsafeBuffer in = new UnsafeBuffer();
  private final Writer<T> writer;
  private final Reader<T> reader;

  SbeBinding(Writer<T> writer, Reader<T> reader) {
    this.writer = writer;
    this.reader = reader;
  }

  @Override
  public byte[] encode(T value) {
    int length = writer.write(out, value);
    // A copy of the message: the buffer is overwritten by the next call.
    return Arrays.copyOf(out.byteArray(), length);
  }

  @Override
  public T decode(byte[] bytes) {
    in.wrap(bytes);
    return reader.read(in);
  }
}
