package dev.serbench.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.serbench.model.Person;
import dev.serbench.schemas.fbs.PersonFb;

/** Builds person.fbs's PersonFb from the canonical record. */
final class PersonWriter {

  private PersonWriter() {}

  static int person(FlatBufferBuilder builder, Person value) {
    int name = builder.createString(value.name());
    int phone = builder.createString(value.phone());
    // A table with a struct field gets no generated createPersonFb: fields are added largest first, as
    // the generated create methods do, so that no padding is needed between them.
    PersonFb.startPersonFb(builder);
    PersonFb.addMoney(builder, value.money());
    PersonFb.addBirthDay(builder, Timestamps.create(builder, value.birthDay()));
    PersonFb.addName(builder, name);
    PersonFb.addPhone(builder, phone);
    PersonFb.addSiblings(builder, value.siblings());
    PersonFb.addSpouse(builder, value.spouse());
    return PersonFb.endPersonFb(builder);
  }
}
