package dev.serbench.codec.avro;

import dev.serbench.model.Person;
import dev.serbench.schemas.avro.PersonAvro;

/** Person and its record; the birthday is a {@code Timestamp} record, as in the other families. */
final class PersonMapper {

  private PersonMapper() {}

  static PersonAvro toAvro(Person p) {
    return new PersonAvro(p.name(), TimestampMapper.toAvro(p.birthDay()), p.phone(),
        p.siblings(), p.spouse(), p.money());
  }

  static Person toModel(PersonAvro a) {
    return new Person(a.getName(), TimestampMapper.toModel(a.getBirthDay()), a.getPhone(), a.getSiblings(),
        a.getSpouse(), a.getMoney());
  }
}
