package dev.serbench.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.serbench.model.Event;
import dev.serbench.schemas.fbs.EventFb;

/** Builds event.fbs's EventFb from the canonical record. */
final class EventWriter {

  private EventWriter() {}

  static int event(FlatBufferBuilder builder, Event value) {
    int message = builder.createString(value.message());
    return EventFb.createEventFb(builder, value.id(), message);
  }
}
