package dev.serbench.codec.flatbuffers;

import dev.serbench.schemas.fbs.Event;
import java.nio.ByteBuffer;

/** Reads every field of event.fbs's Event into the canonical record. */
final class EventReader {

  private final Event event = new Event();

  dev.serbench.model.Event event(ByteBuffer buffer) {
    Event e = Event.getRootAsEvent(buffer, event);
    return new dev.serbench.model.Event(e.id(), e.message());
  }
}
