package dev.serbench.codec.avro;

import dev.serbench.model.Event;
import dev.serbench.schemas.avro.EventAvro;

/** Event and its record. */
final class EventMapper {

  private EventMapper() {}

  static EventAvro toAvro(Event e) {
    return new EventAvro(e.id(), e.message());
  }

  static Event toModel(EventAvro a) {
    return new Event(a.getId(), a.getMessage());
  }
}
