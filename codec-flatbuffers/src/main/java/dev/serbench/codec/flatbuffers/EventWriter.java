package dev.serbench.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.serbench.schemas.fbs.Event;

/** Builds event.fbs's Event from the canonical record. */
final class EventWriter {

  private EventWriter() {}

  static int event(FlatBufferBuilder builder, dev.serbench.model.Event value) {
    int message = builder.createString(value.message());
    return Event.createEvent(builder, value.id(), message);
  }
}
