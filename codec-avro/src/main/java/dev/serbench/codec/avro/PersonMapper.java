package dev.serbench.codec.avro;

import dev.serbench.model.Person;

/** Person and its record; the birthday is a {@code Timestamp} record, as in the other families. */
final class PersonMapper {

  private PersonMapper() {}

  static dev.serbench.schemas.avro.Person toAvro(Person p) {
    return new dev.serbench.schemas.avro.Person(p.name(), TimestampMapper.toAvro(p.birthDay()), p.phone(),
        p.siblings(), p.spouse(), p.money());
  }

  static Person toModel(dev.serbench.schemas.avro.Person a) {
    return new Person(a.getName(), TimestampMapper.toModel(a.getBirthDay()), a.getPhone(), a.getSiblings(),
        a.getSpouse(), a.getMoney());
  }
}
