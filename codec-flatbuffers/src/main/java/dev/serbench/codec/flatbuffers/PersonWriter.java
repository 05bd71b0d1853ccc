package dev.serbench.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.serbench.schemas.fbs.Person;

/** Builds person.fbs's Person from the canonical record. */
final class PersonWriter {

  private PersonWriter() {}

  static int person(FlatBufferBuilder builder, dev.serbench.model.Person value) {
    int name = builder.createString(value.name());
    int phone = builder.createString(value.phone());
    return Person.createPerson(builder, name, Timestamps.toEpochNanos(value.birthDay(), "Person.birthDay"), phone,
        value.siblings(), value.spouse(), value.money());
  }
}
