package dev.serbench.codec.wire;

import dev.serbench.model.Person;
import dev.serbench.schemas.wire.PersonWire;
import java.util.List;

/**
 * {@link Person} to and from the Wire message of {@code person.proto}. The birthday is an Instant on
 * both sides: Wire maps google.protobuf.Timestamp to java.time.Instant and writes its seconds and nanos.
 */
final class PersonMapper {

  private PersonMapper() {}

  static List<WireMapping<?, ?>> mappings() {
    return List.of(new WireMapping<>(Person.class, PersonMapper::toMessage,
        PersonWire.ADAPTER, PersonMapper::toModel));
  }

  static PersonWire toMessage(Person person) {
    return new PersonWire.Builder()
        .name(person.name())
        .birth_day(person.birthDay())
        .phone(person.phone())
        .siblings(person.siblings())
        .spouse(person.spouse())
        .money(person.money())
        .build();
  }

  static Person toModel(PersonWire message) {
    return new Person(message.name, message.birth_day, message.phone, message.siblings, message.spouse,
        message.money);
  }
}
