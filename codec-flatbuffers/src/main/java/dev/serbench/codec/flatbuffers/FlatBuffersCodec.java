package dev.serbench.codec.flatbuffers;

import dev.serbench.api.Binding;

/**
 * FlatBuffers through flatc-generated builders and accessors (schemas/src/main/fbs).
 *
 * <p>Codec {@code flatbuffers}: encode builds the buffer from the canonical records with one
 * FlatBufferBuilder per binding, cleared each call; decode reads every field through the accessors
 * into new canonical records.
 */
public final class FlatBuffersCodec extends AbstractFlatBuffersCodec {

  public FlatBuffersCodec() {
    super(properties("flatbuffers")
        .reusesBuffers(true)
        .notes("flatc 2.0.8 classes; encode builds from the model records with one FlatBufferBuilder per binding,"
            + " clear()ed each call, and copies out sizedByteArray(); strings go through createString(CharSequence),"
            + " the runtime's own UTF-8 encoder (flatbuffers-utf8 writes them from UTF-8 bytes instead). The format"
            + " reads in place, but serbench's"
            + " decode reads every field through the accessors (reused accessor objects) into the model records.")
        .build());
  }

  @Override
  <T> Binding<T, ?, ?> binding(Parts<T> parts) {
    return new FlatBuffersBinding<>(parts.writer(), parts.reader().get());
  }
}
