package dev.serbench.codec.sbe;

import dev.serbench.model.Person;
import dev.serbench.schemas.sbe.person.BooleanType;
import dev.serbench.schemas.sbe.person.MessageHeaderEncoder;
import dev.serbench.schemas.sbe.person.PersonEncoder;
import org.agrona.MutableDirectBuffer;

/** Writes person.xml's Person from the canonical record; the encoder flyweights are reused. */
final class PersonWriter {

  private final MessageHeaderEncoder header = new MessageHeaderEncoder();
  private final PersonEncoder person = new PersonEncoder();

  int person(MutableDirectBuffer buffer, Person value) {
    PersonEncoder e = person.wrapAndApplyHeader(buffer, 0, header);
    e.birthDay().seconds(value.birthDay().getEpochSecond()).nanos(value.birthDay().getNano());
    e.siblings(value.siblings()).spouse(value.spouse() ? BooleanType.T : BooleanType.F).money(value.money());
    e.name(value.name()).phone(value.phone());
    return MessageHeaderEncoder.ENCODED_LENGTH + e.encodedLength();
  }
}
