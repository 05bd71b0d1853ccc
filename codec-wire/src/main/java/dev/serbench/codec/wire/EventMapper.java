package dev.serbench.codec.wire;

import dev.serbench.model.Event;
import dev.serbench.schemas.wire.EventWire;
import java.util.List;

/** {@link Event} to and from the Wire message of {@code event.proto}. */
final class EventMapper {

  private EventMapper() {}

  static List<WireMapping<?, ?>> mappings() {
    return List.of(new WireMapping<>(Event.class, EventMapper::toMessage,
        EventWire.ADAPTER, EventMapper::toModel));
  }

  static EventWire toMessage(Event event) {
    return new EventWire.Builder().id(event.id()).message(event.message()).build();
  }

  static Event toModel(EventWire message) {
    return new Event(message.id, message.message);
  }
}
