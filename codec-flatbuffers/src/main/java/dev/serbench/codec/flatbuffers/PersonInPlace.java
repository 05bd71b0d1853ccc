package dev.serbench.codec.flatbuffers;

import dev.serbench.api.Digest;
import dev.serbench.schemas.fbs.PersonFb;
import dev.serbench.schemas.fbs.Timestamp;
import java.nio.ByteBuffer;

/** Reads person.fbs's PersonFb in place: one field (access) or every field into a digest (read). */
final class PersonInPlace {

  private final PersonFb person = new PersonFb();
  private final Timestamp timestamp = new Timestamp();

  long access(ByteBuffer buffer) {
    Digest digest = new Digest();
    InPlaceFields.text(digest, PersonFb.getRootAsPersonFb(buffer, person).nameAsByteBuffer());
    return digest.value();
  }

  long read(ByteBuffer buffer) {
    PersonFb p = PersonFb.getRootAsPersonFb(buffer, person);
    // A view of the same bytes that the xxxInByteBuffer accessors position on each string.
    ByteBuffer view = buffer.duplicate();
    Digest digest = new Digest().addPresent();
    InPlaceFields.text(digest, p.nameInByteBuffer(view));
    InPlaceFields.timestamp(digest, p.birthDay(timestamp));
    InPlaceFields.text(digest, p.phoneInByteBuffer(view));
    return digest.add(p.siblings()).add(p.spouse()).add(p.money()).value();
  }
}
