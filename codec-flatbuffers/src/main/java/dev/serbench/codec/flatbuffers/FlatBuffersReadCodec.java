package dev.serbench.codec.flatbuffers;

import dev.serbench.api.Binding;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Operation;
import dev.serbench.api.Projections;

/**
 * FlatBuffers read in place (codec {@code flatbuffers-read}): decode reads every field through the
 * accessors without building objects and folds them into a {@link dev.serbench.api.Digest}. Times
 * decode only; the bytes are the {@code flatbuffers} codec's.
 */
public final class FlatBuffersReadCodec extends AbstractFlatBuffersCodec {

  public FlatBuffersReadCodec() {
    super(properties("flatbuffers-read")
        .variant(CodecProperties.READ)
        .operations(Operation.DECODE)
        .notes("The flatbuffers codec's bytes; decode reads every field in place through the generated accessors"
            + " (reused accessor objects) and folds it into a digest, building no records and no Strings: a string"
            + " or byte vector gives its length and first and last byte where it lies (xxxInByteBuffer on one"
            + " reused view; a vector of strings through the runtime's Table primitives). Compare with the"
            + " flatbuffers row, whose decode builds the model records.")
        .build());
  }

  @Override
  <T> Binding<T, ?, ?> binding(Parts<T> parts) {
    return new FlatBuffersPartialBinding<>(new FlatBuffersBinding<>(parts.writer(), parts.reader().get()),
        parts.read().get(), Projections::read);
  }
}
