package dev.serbench.codec.flatbuffers;

import dev.serbench.schemas.fbs.Person;
import dev.serbench.schemas.fbs.Timestamp;
import java.nio.ByteBuffer;

/** Reads every field of person.fbs's Person into the canonical record. */
final class PersonReader {

  // Accessor object reused across decodes (the generated getRootAs(buffer, obj) form); it holds only
  // a position, and every value read out of it is a new record.
  private final Person person = new Person();
  private final Timestamp timestamp = new Timestamp();

  dev.serbench.model.Person person(ByteBuffer buffer) {
    Person p = Person.getRootAsPerson(buffer, person);
    return new dev.serbench.model.Person(p.name(), Timestamps.read(p.birthDay(timestamp)), p.phone(), p.siblings(),
        p.spouse(), p.money());
  }
}
