package dev.serbench.codec.thrift;

import dev.serbench.model.Event;
import java.util.List;

/** {@link Event} to and from the struct of {@code event.thrift}. */
final class EventMapper {

  private EventMapper() {}

  static List<StructMapping<?, ?>> mappings() {
    return List.of(new StructMapping<>(Event.class, EventMapper::toStruct,
        dev.serbench.schemas.thrift.Event::new, EventMapper::toModel));
  }

  static dev.serbench.schemas.thrift.Event toStruct(Event event) {
    return new dev.serbench.schemas.thrift.Event().setId(event.id()).setMessage(event.message());
  }

  static Event toModel(dev.serbench.schemas.thrift.Event struct) {
    return new Event(struct.getId(), struct.getMessage());
  }
}
