package dev.serbench.codec.pojo;

import dev.serbench.model.Event;

/**
 * The {@code event} family as mutable classes with public fields and a no-argument constructor, for
 * libraries that cannot construct records, and its conversion from and to the canonical model.
 */
public final class EventPojos {

  private EventPojos() {}

  /** Mirrors {@link Event}. */
  public static final class EventPojo {
    public long id;
    public String message;
  }

  public static EventPojo from(Event value) {
    if (value == null) {
      return null;
    }
    EventPojo pojo = new EventPojo();
    pojo.id = value.id();
    pojo.message = value.message();
    return pojo;
  }

  public static Event toModel(EventPojo pojo) {
    if (pojo == null) {
      return null;
    }
    return new Event(pojo.id,
        pojo.message);
  }

}
