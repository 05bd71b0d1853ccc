package dev.serbench.codec.flatbuffers;

import dev.serbench.api.Digest;
import dev.serbench.schemas.fbs.EventFb;
import java.nio.ByteBuffer;

/** Reads event.fbs's EventFb in place: one field (access) or every field into a digest (read). */
final class EventInPlace {

  private final EventFb event = new EventFb();

  long access(ByteBuffer buffer) {
    return InPlaceFields.single(EventFb.getRootAsEventFb(buffer, event).id());
  }

  long read(ByteBuffer buffer) {
    EventFb e = EventFb.getRootAsEventFb(buffer, event);
    Digest digest = new Digest().addPresent().add(e.id());
    InPlaceFields.text(digest, e.messageInByteBuffer(buffer.duplicate()));
    return digest.value();
  }
}
