package dev.serbench.codec.thrift;

import dev.serbench.model.Event;
import dev.serbench.schemas.thrift.EventThrift;
import java.util.List;

/** {@link Event} to and from the struct of {@code event.thrift}. */
final class EventMapper {

  private EventMapper() {}

  static List<StructMapping<?, ?>> mappings() {
    return List.of(new StructMapping<>(Event.class, EventMapper::toStruct,
        EventThrift::new, EventMapper::toModel));
  }

  static EventThrift toStruct(Event event) {
    return new EventThrift().setId(event.id()).setMessage(event.message());
  }

  static Event toModel(EventThrift struct) {
    return new Event(struct.getId(), struct.getMessage());
  }
}
