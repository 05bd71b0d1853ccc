package dev.serbench.codec.protobuf;

import dev.serbench.model.Event;
import dev.serbench.schemas.proto.EventProto;
import java.util.List;

/** {@link Event} to and from the message of {@code event.proto}. */
final class EventMapper {

  private EventMapper() {}

  static List<MessageMapping<?, ?>> mappings() {
    return List.of(new MessageMapping<>(Event.class, EventMapper::toMessage,
        EventProto.Event.parser(), EventMapper::toModel));
  }

  static EventProto.Event toMessage(Event event) {
    return EventProto.Event.newBuilder().setId(event.id()).setMessage(event.message()).build();
  }

  static Event toModel(EventProto.Event message) {
    return new Event(message.getId(), message.getMessage());
  }
}
