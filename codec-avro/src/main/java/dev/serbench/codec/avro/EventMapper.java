package dev.serbench.codec.avro;

import dev.serbench.model.Event;

/** Event and its record. */
final class EventMapper {

  private EventMapper() {}

  static dev.serbench.schemas.avro.Event toAvro(Event e) {
    return new dev.serbench.schemas.avro.Event(e.id(), e.message());
  }

  static Event toModel(dev.serbench.schemas.avro.Event a) {
    return new Event(a.getId(), a.getMessage());
  }
}
