package dev.serbench.codec.capnp;

import dev.serbench.api.Binding;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Operation;
import dev.serbench.api.Projections;

/**
 * Cap'n Proto read in place (codec {@code capnp-read}): decode reads every field through the Readers
 * without building objects of its own and folds them into a {@link dev.serbench.api.Digest}. Times
 * decode only; the bytes are the {@code capnp} codec's.
 */
public final class CapnpReadCodec extends AbstractCapnpCodec {

  public CapnpReadCodec() {
    super(properties("capnp-read")
        .variant(CodecProperties.READ)
        .operations(Operation.DECODE)
        .notes("The capnp codec's bytes; decode opens them as the capnp codec does (Serialize.read over the bytes,"
            + " traversal limit 64 Mi words) and reads every field in place through the generated Readers, folding"
            + " it into a digest: no model records and no Strings (a Text or Data gives its size and first and last"
            + " byte from Text.Reader's buffer where it lies); the runtime still makes a small Reader object per"
            + " struct, list and blob it reads. Compare with the capnp row, whose decode builds the model records.")
        .build());
  }

  @Override
  <T> Binding<T, ?, ?> binding(Parts<T> parts) {
    return new CapnpPartialBinding<>(new CapnpBinding<>(Framing.STANDARD, parts.writer(), parts.reader()),
        parts.read(), Projections::read);
  }
}
