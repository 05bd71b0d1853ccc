package dev.serbench.codec.capnp;

import dev.serbench.model.Event;
import dev.serbench.schemas.capnp.EventCapnp;
import org.capnproto.MessageBuilder;

/** Builds event.capnp's Event from the canonical record. */
final class EventWriter {

  private EventWriter() {}

  static void event(MessageBuilder message, Event value) {
    EventCapnp.Event.Builder event = message.initRoot(EventCapnp.Event.factory);
    event.setId(value.id());
    event.setMessage(value.message());
  }
}
