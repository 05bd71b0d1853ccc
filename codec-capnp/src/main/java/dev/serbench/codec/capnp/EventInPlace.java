package dev.serbench.codec.capnp;

import dev.serbench.api.Digest;
import dev.serbench.schemas.capnp.EventCapnp;
import org.capnproto.MessageReader;

/** Reads event.capnp's Event in place: one field (access) or every field into a digest (read). */
final class EventInPlace {

  private EventInPlace() {}

  static long access(MessageReader message) {
    return InPlaceFields.single(message.getRoot(EventCapnp.Event.factory).getId());
  }

  static long read(MessageReader message) {
    EventCapnp.Event.Reader event = message.getRoot(EventCapnp.Event.factory);
    Digest digest = new Digest().addPresent().add(event.getId());
    InPlaceFields.text(digest, event.getMessage());
    return digest.value();
  }
}
