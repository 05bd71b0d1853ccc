package dev.serbench.codec.flatbuffers;

import dev.serbench.api.Binding;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Operation;
import dev.serbench.api.Projections;

/**
 * FlatBuffers' zero-copy access (codec {@code flatbuffers-access}): decode reads one field of the root
 * in place, the one {@link Projections#access} names, and nothing else. Times decode only; the bytes
 * are the {@code flatbuffers} codec's.
 */
public final class FlatBuffersAccessCodec extends AbstractFlatBuffersCodec {

  public FlatBuffersAccessCodec() {
    super(properties("flatbuffers-access")
        .variant(CodecProperties.ACCESS)
        .operations(Operation.DECODE)
        .notes("The flatbuffers codec's bytes; decode wraps them, finds the root table (getRootAs with a reused"
            + " accessor object) and reads one field in place: the root's first field, through nested tables to"
            + " their first field; a vector gives its length, a string its length and first and last byte"
            + " (xxxAsByteBuffer, not decoded). What an application pays to look at one value of a message.")
        .build());
  }

  @Override
  <T> Binding<T, ?, ?> binding(Parts<T> parts) {
    return new FlatBuffersPartialBinding<>(new FlatBuffersBinding<>(parts.writer(), parts.reader().get()),
        parts.access().get(), Projections::access);
  }
}
