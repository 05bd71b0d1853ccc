package dev.serbench.codec.capnp;

import dev.serbench.api.Binding;

/**
 * Cap'n Proto with packed encoding (codec {@code capnp-packed}): the same messages as {@link CapnpCodec},
 * with runs of zero bytes packed away.
 */
public final class CapnpPackedCodec extends AbstractCapnpCodec {

  public CapnpPackedCodec() {
    super(properties("capnp-packed")
        .zeroCopy(false)
        .reusesBuffers(false)
        .variant("packed")
        .notes("The capnp codec's messages, built the same way (classes from serbench's own capnp-compiler, a new"
            + " MessageBuilder per message), with packed encoding: SerializePacked.write into a byte[] sized for"
            + " the packing's worst case (10 bytes per word), then copied to its packed length. Not zero-copy: SerializePacked.read (traversal limit 64 Mi words)"
            + " must unpack the bytes into a new buffer before any field can be read; decode then reads every"
            + " field into the model records.")
        .build());
  }

  @Override
  <T> Binding<T, ?, ?> binding(Parts<T> parts) {
    return new CapnpBinding<>(Framing.PACKED, parts.writer(), parts.reader());
  }
}
