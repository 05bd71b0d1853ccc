package dev.serbench.codec.wire;

import dev.serbench.model.Event;
import java.util.List;

/** {@link Event} to and from the Wire message of {@code event.proto}. */
final class EventMapper {

  private EventMapper() {}

  static List<WireMapping<?, ?>> mappings() {
    return List.of(new WireMapping<>(Event.class, EventMapper::toMessage,
        dev.serbench.schemas.wire.Event.ADAPTER, EventMapper::toModel));
  }

  static dev.serbench.schemas.wire.Event toMessage(Event event) {
    return new dev.serbench.schemas.wire.Event.Builder().id(event.id()).message(event.message()).build();
  }

  static Event toModel(dev.serbench.schemas.wire.Event message) {
    return new Event(message.id, message.message);
  }
}
