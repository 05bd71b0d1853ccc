package dev.serbench.codec.sbe;

import dev.serbench.model.Person;
import dev.serbench.schemas.sbe.person.MessageHeaderDecoder;
import dev.serbench.schemas.sbe.person.PersonDecoder;
import dev.serbench.schemas.sbe.person.TimestampDecoder;
import java.time.Instant;
import org.agrona.DirectBuffer;

/** Reads every field of person.xml's Person, in schema order, into the canonical record. */
final class PersonReader {

  private final MessageHeaderDecoder header = new MessageHeaderDecoder();
  private final PersonDecoder person = new PersonDecoder();

  Person person(DirectBuffer buffer) {
    PersonDecoder d = person.wrapAndApplyHeader(buffer, 0, header);
    TimestampDecoder birthDay = d.birthDay();
    Instant birth = Instant.ofEpochSecond(birthDay.seconds(), birthDay.nanos());
    int siblings = d.siblings();
    boolean spouse = switch (d.spouse()) {
      case T -> true;
      case F -> false;
      case NULL_VAL -> throw new IllegalStateException("spouse has BooleanType's null value");
    };
    double money = d.money();
    // Var data last, in schema order: each read moves the decoder past the field.
    String name = d.name();
    String phone = d.phone();
    return new Person(name, birth, phone, siblings, spouse, money);
  }
}
