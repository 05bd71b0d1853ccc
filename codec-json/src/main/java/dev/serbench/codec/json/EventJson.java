package dev.serbench.codec.json;

import com.dslplatform.json.CompiledJson;
import dev.serbench.model.Event;

/** The JSON shape of the {@code event} family for dsl-json, and its mapping to the canonical model. */
final class EventJson {

  private EventJson() {}

  @CompiledJson
  public record EventDto(long id, String message) {}

  static EventDto from(Event e) {
    return new EventDto(e.id(), e.message());
  }

  static Event toModel(EventDto e) {
    return new Event(e.id(), e.message());
  }
}
