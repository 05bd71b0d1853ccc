package dev.serbench.codec.protobuf;

import dev.serbench.model.Person;
import java.util.List;

/** {@link Person} to and from the message of {@code person.proto}. */
final class PersonMapper {

  private PersonMapper() {}

  static List<MessageMapping<?, ?>> mappings() {
    return List.of(new MessageMapping<>(Person.class, PersonMapper::toMessage,
        dev.serbench.schemas.proto.Person.parser(), PersonMapper::toModel));
  }

  static dev.serbench.schemas.proto.Person toMessage(Person person) {
    return dev.serbench.schemas.proto.Person.newBuilder()
        .setName(person.name())
        .setBirthDay(TimestampMapper.toMessage(person.birthDay()))
        .setPhone(person.phone())
        .setSiblings(person.siblings())
        .setSpouse(person.spouse())
        .setMoney(person.money())
        .build();
  }

  static Person toModel(dev.serbench.schemas.proto.Person message) {
    return new Person(message.getName(), TimestampMapper.toModel(message.getBirthDay()), message.getPhone(),
        message.getSiblings(), message.getSpouse(), message.getMoney());
  }
}
