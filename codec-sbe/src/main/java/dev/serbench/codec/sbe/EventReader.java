package dev.serbench.codec.sbe;

import dev.serbench.model.Event;
import dev.serbench.schemas.sbe.event.EventDecoder;
import dev.serbench.schemas.sbe.event.MessageHeaderDecoder;
import org.agrona.DirectBuffer;

/** Reads every field of event.xml's Event, in schema order, into the canonical record. */
final class EventReader {

  private final MessageHeaderDecoder header = new MessageHeaderDecoder();
  private final EventDecoder event = new EventDecoder();

  Event event(DirectBuffer buffer) {
    EventDecoder d = event.wrapAndApplyHeader(buffer, 0, header);
    return new Event(d.id(), d.message());
  }
}
