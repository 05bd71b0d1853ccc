package dev.serbench.codec.capnp;

import dev.serbench.model.Event;
import dev.serbench.schemas.capnp.EventCapnp;
import org.capnproto.MessageReader;

/** Reads every field of event.capnp's Event into the canonical record. */
final class EventReader {

  private EventReader() {}

  static Event event(MessageReader message) {
    EventCapnp.Event.Reader event = message.getRoot(EventCapnp.Event.factory);
    return new Event(event.getId(), event.getMessage().toString());
  }
}
