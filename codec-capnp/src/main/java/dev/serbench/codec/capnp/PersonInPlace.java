package dev.serbench.codec.capnp;

import dev.serbench.api.Digest;
import dev.serbench.schemas.capnp.PersonCapnp;
import org.capnproto.MessageReader;

/** Reads person.capnp's Person in place: one field (access) or every field into a digest (read). */
final class PersonInPlace {

  private PersonInPlace() {}

  static long access(MessageReader message) {
    Digest digest = new Digest();
    InPlaceFields.text(digest, message.getRoot(PersonCapnp.Person.factory).getName());
    return digest.value();
  }

  static long read(MessageReader message) {
    PersonCapnp.Person.Reader person = message.getRoot(PersonCapnp.Person.factory);
    Digest digest = new Digest().addPresent();
    InPlaceFields.text(digest, person.getName());
    InPlaceFields.timestamp(digest, person.getBirthDay());
    InPlaceFields.text(digest, person.getPhone());
    return digest.add(person.getSiblings()).add(person.getSpouse()).add(person.getMoney()).value();
  }
}
