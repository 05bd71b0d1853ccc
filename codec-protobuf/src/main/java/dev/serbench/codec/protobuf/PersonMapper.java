package dev.serbench.codec.protobuf;

import dev.serbench.model.Person;
import dev.serbench.schemas.proto.PersonProto;
import java.util.List;

/** {@link Person} to and from the message of {@code person.proto}. */
final class PersonMapper {

  private PersonMapper() {}

  static List<MessageMapping<?, ?>> mappings() {
    return List.of(new MessageMapping<>(Person.class, PersonMapper::toMessage,
        PersonProto.Person.parser(), PersonMapper::toModel));
  }

  static PersonProto.Person toMessage(Person person) {
    return PersonProto.Person.newBuilder()
        .setName(person.name())
        .setBirthDay(TimestampMapper.toMessage(person.birthDay()))
        .setPhone(person.phone())
        .setSiblings(person.siblings())
        .setSpouse(person.spouse())
        .setMoney(person.money())
        .build();
  }

  static Person toModel(PersonProto.Person message) {
    return new Person(message.getName(), TimestampMapper.toModel(message.getBirthDay()), message.getPhone(),
        message.getSiblings(), message.getSpouse(), message.getMoney());
  }
}
