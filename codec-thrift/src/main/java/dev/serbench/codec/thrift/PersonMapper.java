package dev.serbench.codec.thrift;

import dev.serbench.model.Person;
import java.util.List;

/** {@link Person} to and from the struct of {@code person.thrift}. */
final class PersonMapper {

  private PersonMapper() {}

  static List<StructMapping<?, ?>> mappings() {
    return List.of(new StructMapping<>(Person.class, PersonMapper::toStruct,
        dev.serbench.schemas.thrift.Person::new, PersonMapper::toModel));
  }

  static dev.serbench.schemas.thrift.Person toStruct(Person person) {
    return new dev.serbench.schemas.thrift.Person()
        .setName(person.name())
        .setBirthDay(TimestampMapper.toStruct(person.birthDay()))
        .setPhone(person.phone())
        .setSiblings(person.siblings())
        .setSpouse(person.spouse())
        .setMoney(person.money());
  }

  static Person toModel(dev.serbench.schemas.thrift.Person struct) {
    return new Person(struct.getName(), TimestampMapper.toModel(struct.getBirthDay()), struct.getPhone(),
        struct.getSiblings(), struct.isSpouse(), struct.getMoney());
  }
}
