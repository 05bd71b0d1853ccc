package dev.serbench.codec.capnp;

import dev.serbench.api.ModelBinding;
import java.io.IOException;
import org.capnproto.BuilderArena;
import org.capnproto.MessageBuilder;
import org.capnproto.MessageReader;
import org.capnproto.Serialize;

/**
 * A Cap'n Proto binding of one model type. Like FlatBuffers, Cap'n Proto has no message object to
 * fill ahead of time: an application builds the message from its own data, so {@code encode} takes
 * the canonical record, and {@code decode} reads every field back into a new canonical record.
 */
class CapnpBinding<T> extends ModelBinding<T> {

  /** Builds the root struct of {@code message} from {@code value}. */
  @FunctionalInterface
  interface Writer<T> {
    void write(MessageBuilder message, T value);
  }

  /** Reads every field of the root struct of {@code message} into a canonical record. */
  @FunctionalInterface
  interface Reader<T> {
    T read(MessageReader message);
  }

  /** The largest segment the standard framing can hold (2^28 - 1 words, as the library's reader checks). */
  private static final int MAX_FIRST_SEGMENT_WORDS = (1 << 28) - 1;

  private final Framing framing;
  private final Writer<T> writer;
  private final Reader<T> reader;

  /**
   * The first segment of the next message: the size of the previous one. The library's suggested
   * first segment (1024 words, 8 KiB zeroed on every call) costs more than building a small message,
   * and a message larger than it grows through a series of segments; sizing the first segment to the
   * expected message is what the size argument of {@code MessageBuilder(int)} is for (the C++
   * library documents the same parameter of MallocMessageBuilder so). A message that outgrows it still
   * gets further segments.
   */
  private int firstSegmentWords = BuilderArena.SUGGESTED_FIRST_SEGMENT_WORDS;

  CapnpBinding(Framing framing, Writer<T> writer, Reader<T> reader) {
    this.framing = framing;
    this.writer = writer;
    this.reader = reader;
  }

  @Override
  public byte[] encode(T value) throws IOException {
    MessageBuilder message = build(value);
    long words = Serialize.computeSerializedSizeInWords(message);
    sizeNextFirstSegment(words);
    return framing.write(message, words);
  }

  /** A new MessageBuilder holding {@code value}, as the library is meant to be used (no buffer is reused). */
  final MessageBuilder build(T value) {
    MessageBuilder message = new MessageBuilder(firstSegmentWords);
    writer.write(message, value);
    return message;
  }

  /** Sizes the first segment of the next message to {@code words}, the size of the last one. */
  final void sizeNextFirstSegment(long words) {
    firstSegmentWords = (int) Math.min(words, MAX_FIRST_SEGMENT_WORDS);
  }

  @Override
  public T decode(byte[] bytes) throws IOException {
    return reader.read(framing.read(bytes));
  }
}
