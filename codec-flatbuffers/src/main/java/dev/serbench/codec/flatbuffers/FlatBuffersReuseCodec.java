package dev.serbench.codec.flatbuffers;

import dev.serbench.api.Binding;
import dev.serbench.api.Operation;

/**
 * FlatBuffers encoding into the builder's own array (codec {@code flatbuffers-reuse}): the message is
 * used where the builder finished it, without the copy the {@code flatbuffers} codec returns. Times
 * encode only.
 */
public final class FlatBuffersReuseCodec extends AbstractFlatBuffersCodec {

  public FlatBuffersReuseCodec() {
    super(properties("flatbuffers-reuse")
        .reusedOutput()
        .operations(Operation.ENCODE)
        .notes("The flatbuffers codec's encode without its last step: one FlatBufferBuilder per binding, clear()ed"
            + " each call, builds and finishes the message, which is then used in place, in the builder's array from"
            + " dataBuffer().position() to its end (FlatBuffers builds back to front), instead of being copied out"
            + " with sizedByteArray().")
        .build());
  }

  @Override
  <T> Binding<T, ?, ?> binding(Parts<T> parts) {
    return new FlatBuffersReusedOutputBinding<>(parts.writer(), parts.reader().get());
  }
}
