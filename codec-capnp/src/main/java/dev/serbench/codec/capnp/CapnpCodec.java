package dev.serbench.codec.capnp;

import dev.serbench.api.Binding;

/**
 * Cap'n Proto with the standard stream framing (codec {@code capnp}), through classes that serbench's
 * own capnp-compiler generates from schemas/src/main/capnp.
 */
public final class CapnpCodec extends AbstractCapnpCodec {

  public CapnpCodec() {
    super(properties("capnp")
        .reusesBuffers(false)
        .notes("Classes generated from schemas/src/main/capnp by serbench's own capnp-compiler (Maven Central has"
            + " no Java code generator for Cap'n Proto). encode builds a new MessageBuilder per message from the"
            + " model records (first segment sized to the binding's previous message, so one segment) and writes the standard framing (Serialize) into an exactly sized byte[]. The"
            + " format reads in place, but decode (Serialize.read over the bytes, traversal limit 64 Mi words)"
            + " reads every field through the Readers into the model records.")
        .build());
  }

  @Override
  <T> Binding<T, ?, ?> binding(Parts<T> parts) {
    return new CapnpBinding<>(Framing.STANDARD, parts.writer(), parts.reader());
  }
}
