package dev.serbench.codec.json;

import com.dslplatform.json.CompiledJson;

/** The JSON shape of the {@code event} family for dsl-json, and its mapping to the canonical model. */
final class EventJson {

  private EventJson() {}

  @CompiledJson
  public record Event(long id, String message) {}

  static Event from(dev.serbench.model.Event e) {
    return new Event(e.id(), e.message());
  }

  static dev.serbench.model.Event toModel(Event e) {
    return new dev.serbench.model.Event(e.id(), e.message());
  }
}
