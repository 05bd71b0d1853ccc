package dev.serbench.codec.flatbuffers;

import dev.serbench.api.Digest;
import dev.serbench.schemas.fbs.Event;
import java.nio.ByteBuffer;

/** Reads event.fbs's Event in place: one field (access) or every field into a digest (read). */
final class EventInPlace {

  private final Event event = new Event();

  long access(ByteBuffer buffer) {
    return InPlaceFields.single(Event.getRootAsEvent(buffer, event).id());
  }

  long read(ByteBuffer buffer) {
    Event e = Event.getRootAsEvent(buffer, event);
    Digest digest = new Digest().addPresent().add(e.id());
    InPlaceFields.text(digest, e.messageInByteBuffer(buffer.duplicate()));
    return digest.value();
  }
}
