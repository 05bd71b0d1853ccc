package dev.serbench.codec.flatbuffers;

import dev.serbench.model.Person;
import dev.serbench.schemas.fbs.PersonFb;
import dev.serbench.schemas.fbs.Timestamp;
import java.nio.ByteBuffer;

/** Reads every field of person.fbs's PersonFb into the canonical record. */
final class PersonReader {

  // Accessor object reused across decodes (the generated getRootAs(buffer, obj) form); it holds only
  // a position, and every value read out of it is a new record.
  private final PersonFb person = new PersonFb();
  private final Timestamp timestamp = new Timestamp();

  Person person(ByteBuffer buffer) {
    PersonFb p = PersonFb.getRootAsPersonFb(buffer, person);
    return new Person(p.name(), Timestamps.read(p.birthDay(timestamp)), p.phone(), p.siblings(),
        p.spouse(), p.money());
  }
}
