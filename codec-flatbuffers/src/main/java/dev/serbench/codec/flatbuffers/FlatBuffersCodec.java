package dev.serbench.codec.flatbuffers;

import dev.serbench.api.ApiKind;
import dev.serbench.api.Binding;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Encoding;
import dev.serbench.api.TimePrecision;

/**
 * FlatBuffers through flatc-generated builders and accessors (schemas/src/main/fbs).
 *
 * <p>Codec {@code flatbuffers}: encode builds the buffer from the canonical records with one
 * FlatBufferBuilder per binding, cleared each call; decode reads every field through the accessors
 * into new canonical records.
 */
public final class FlatBuffersCodec extends AbstractFlatBuffersCodec {

  public FlatBuffersCodec() {
    super(CodecProperties.builder("flatbuffers", "com.google.flatbuffers:flatbuffers-java")
        .format("FlatBuffers")
        .encoding(Encoding.BINARY)
        .schemaRequired(true)
        .api(ApiKind.GENERATED)
        .zeroCopy(true)
        .crossLanguage(true)
        .timestampPrecision(TimePrecision.NANOS)
        .timestamps("Timestamp struct {seconds int64, nanos int32}")
        .reusesBuffers(true)
        .notes("flatc 2.0.8 classes; encode builds from the model records with one FlatBufferBuilder per binding,"
            + " clear()ed each call, and copies out sizedByteArray(). The format reads in place, but serbench's"
            + " decode reads every field through the accessors (reused accessor objects) into the model records.")
        .build());
  }

  @Override
  <T> Binding<T, ?, ?> binding(Parts<T> parts) {
    return new FlatBuffersBinding<>(parts.writer(), parts.reader().get());
  }
}
