package dev.serbench.codec.wire;

import dev.serbench.model.Person;
import java.util.List;

/**
 * {@link Person} to and from the Wire message of {@code person.proto}. The birthday is an Instant on
 * both sides: Wire maps google.protobuf.Timestamp to java.time.Instant and writes its seconds and nanos.
 */
final class PersonMapper {

  private PersonMapper() {}

  static List<WireMapping<?, ?>> mappings() {
    return List.of(new WireMapping<>(Person.class, PersonMapper::toMessage,
        dev.serbench.schemas.wire.Person.ADAPTER, PersonMapper::toModel));
  }

  static dev.serbench.schemas.wire.Person toMessage(Person person) {
    return new dev.serbench.schemas.wire.Person.Builder()
        .name(person.name())
        .birth_day(person.birthDay())
        .phone(person.phone())
        .siblings(person.siblings())
        .spouse(person.spouse())
        .money(person.money())
        .build();
  }

  static Person toModel(dev.serbench.schemas.wire.Person message) {
    return new Person(message.name, message.birth_day, message.phone, message.siblings, message.spouse,
        message.money);
  }
}
