package dev.serbench.codec.protobuf;

import dev.serbench.model.Event;
import java.util.List;

/** {@link Event} to and from the message of {@code event.proto}. */
final class EventMapper {

  private EventMapper() {}

  static List<MessageMapping<?, ?>> mappings() {
    return List.of(new MessageMapping<>(Event.class, EventMapper::toMessage,
        dev.serbench.schemas.proto.Event.parser(), EventMapper::toModel));
  }

  static dev.serbench.schemas.proto.Event toMessage(Event event) {
    return dev.serbench.schemas.proto.Event.newBuilder().setId(event.id()).setMessage(event.message()).build();
  }

  static Event toModel(dev.serbench.schemas.proto.Event message) {
    return new Event(message.getId(), message.getMessage());
  }
}
