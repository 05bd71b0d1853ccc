package dev.serbench.codec.flatbuffers;

import dev.serbench.model.Event;
import dev.serbench.schemas.fbs.EventFb;
import java.nio.ByteBuffer;

/** Reads every field of event.fbs's EventFb into the canonical record. */
final class EventReader {

  private final EventFb event = new EventFb();

  Event event(ByteBuffer buffer) {
    EventFb e = EventFb.getRootAsEventFb(buffer, event);
    return new Event(e.id(), e.message());
  }
}
