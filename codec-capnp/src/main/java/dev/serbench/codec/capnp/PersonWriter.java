package dev.serbench.codec.capnp;

import dev.serbench.model.Person;
import dev.serbench.schemas.capnp.PersonCapnp;
import org.capnproto.MessageBuilder;

/** Builds person.capnp's Person from the canonical record. */
final class PersonWriter {

  private PersonWriter() {}

  static void person(MessageBuilder message, Person value) {
    PersonCapnp.Person.Builder person = message.initRoot(PersonCapnp.Person.factory);
    person.setName(value.name());
    Timestamps.write(person.initBirthDay(), value.birthDay());
    person.setPhone(value.phone());
    person.setSiblings(value.siblings());
    person.setSpouse(value.spouse());
    person.setMoney(value.money());
  }
}
