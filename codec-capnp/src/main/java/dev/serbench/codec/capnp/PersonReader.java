package dev.serbench.codec.capnp;

import dev.serbench.model.Person;
import dev.serbench.schemas.capnp.PersonCapnp;
import org.capnproto.MessageReader;

/** Reads every field of person.capnp's Person into the canonical record. */
final class PersonReader {

  private PersonReader() {}

  static Person person(MessageReader message) {
    PersonCapnp.Person.Reader person = message.getRoot(PersonCapnp.Person.factory);
    return new Person(person.getName().toString(), Timestamps.read(person.getBirthDay()),
        person.getPhone().toString(), person.getSiblings(), person.getSpouse(), person.getMoney());
  }
}
