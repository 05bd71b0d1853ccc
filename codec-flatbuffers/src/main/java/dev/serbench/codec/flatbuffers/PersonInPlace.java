package dev.serbench.codec.flatbuffers;

import dev.serbench.api.Digest;
import dev.serbench.schemas.fbs.Person;
import java.nio.ByteBuffer;

/** Reads person.fbs's Person in place: one field (access) or every field into a digest (read). */
final class PersonInPlace {

  private final Person person = new Person();

  long access(ByteBuffer buffer) {
    Digest digest = new Digest();
    InPlaceFields.text(digest, Person.getRootAsPerson(buffer, person).nameAsByteBuffer());
    return digest.value();
  }

  long read(ByteBuffer buffer) {
    Person p = Person.getRootAsPerson(buffer, person);
    // A view of the same bytes that the xxxInByteBuffer accessors position on each string.
    ByteBuffer view = buffer.duplicate();
    Digest digest = new Digest().addPresent();
    InPlaceFields.text(digest, p.nameInByteBuffer(view));
    InPlaceFields.epochNanos(digest, p.birthDay());
    InPlaceFields.text(digest, p.phoneInByteBuffer(view));
    return digest.add(p.siblings()).add(p.spouse()).add(p.money()).value();
  }
}
