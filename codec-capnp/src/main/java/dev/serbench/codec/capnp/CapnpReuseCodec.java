package dev.serbench.codec.capnp;

import dev.serbench.api.Binding;
import dev.serbench.api.Operation;

/**
 * Cap'n Proto encoding into one reused output array (codec {@code capnp-reuse}): the {@code capnp}
 * codec's messages, written with the standard framing into the binding's array instead of a new one.
 * Times encode only.
 */
public final class CapnpReuseCodec extends AbstractCapnpCodec {

  public CapnpReuseCodec() {
    super(properties("capnp-reuse")
        .reusedOutput()
        .operations(Operation.ENCODE)
        .notes("The capnp codec's encode (a new MessageBuilder per message, first segment sized to the previous"
            + " message) writing into one reused byte[] per binding: Serialize.computeSerializedSizeInWords sizes"
            + " the message, the array grows (doubling) when it is too small, and Serialize.write writes the"
            + " segment table and segments through an ArrayOutputStream over that array, rewound each call.")
        .build());
  }

  @Override
  <T> Binding<T, ?, ?> binding(Parts<T> parts) {
    return new CapnpReusedOutputBinding<>(parts.writer(), parts.reader());
  }
}
