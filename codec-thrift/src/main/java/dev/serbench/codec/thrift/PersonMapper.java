package dev.serbench.codec.thrift;

import dev.serbench.model.Person;
import dev.serbench.schemas.thrift.PersonThrift;
import java.util.List;

/** {@link Person} to and from the struct of {@code person.thrift}. */
final class PersonMapper {

  private PersonMapper() {}

  static List<StructMapping<?, ?>> mappings() {
    return List.of(new StructMapping<>(Person.class, PersonMapper::toStruct,
        PersonThrift::new, PersonMapper::toModel));
  }

  static PersonThrift toStruct(Person person) {
    return new PersonThrift()
        .setName(person.name())
        .setBirthDay(TimestampMapper.toStruct(person.birthDay()))
        .setPhone(person.phone())
        .setSiblings(person.siblings())
        .setSpouse(person.spouse())
        .setMoney(person.money());
  }

  static Person toModel(PersonThrift struct) {
    return new Person(struct.getName(), TimestampMapper.toModel(struct.getBirthDay()), struct.getPhone(),
        struct.getSiblings(), struct.isSpouse(), struct.getMoney());
  }
}
