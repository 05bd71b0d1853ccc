package dev.serbench.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.serbench.schemas.fbs.Person;

/** Builds person.fbs's Person from the canonical record. */
final class PersonWriter {

  private PersonWriter() {}

  static int person(FlatBufferBuilder builder, dev.serbench.model.Person value) {
    int name = builder.createString(value.name());
    int phone = builder.createString(value.phone());
    // A table with a struct field gets no generated createPerson: fields are added largest first, as
    // the generated create methods do, so that no padding is needed between them.
    Person.startPerson(builder);
    Person.addMoney(builder, value.money());
    Person.addBirthDay(builder, Timestamps.create(builder, value.birthDay()));
    Person.addName(builder, name);
    Person.addPhone(builder, phone);
    Person.addSiblings(builder, value.siblings());
    Person.addSpouse(builder, value.spouse());
    return Person.endPerson(builder);
  }
}
