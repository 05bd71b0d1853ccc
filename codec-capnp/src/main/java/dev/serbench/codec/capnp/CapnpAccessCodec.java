package dev.serbench.codec.capnp;

import dev.serbench.api.Binding;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Operation;
import dev.serbench.api.Projections;

/**
 * Cap'n Proto's zero-copy access (codec {@code capnp-access}): decode opens the message and reads one
 * field of the root in place, the one {@link Projections#access} names. Times decode only; the bytes
 * are the {@code capnp} codec's.
 */
public final class CapnpAccessCodec extends AbstractCapnpCodec {

  public CapnpAccessCodec() {
    super(properties("capnp-access")
        .variant(CodecProperties.ACCESS)
        .operations(Operation.DECODE)
        .notes("The capnp codec's bytes; decode opens them as the capnp codec does (Serialize.read over the bytes,"
            + " traversal limit 64 Mi words) and reads one field of the root in place: its first field, through"
            + " nested structs to their first field; a list gives its size, a Text its size and first and last"
            + " byte (Text.Reader's buffer, not decoded). What an application pays to look at one value of a message.")
        .build());
  }

  @Override
  <T> Binding<T, ?, ?> binding(Parts<T> parts) {
    return new CapnpPartialBinding<>(new CapnpBinding<>(Framing.STANDARD, parts.writer(), parts.reader()),
        parts.access(), Projections::access);
  }
}
