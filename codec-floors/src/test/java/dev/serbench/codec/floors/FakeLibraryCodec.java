package dev.serbench.codec.floors;

import dev.serbench.api.AbstractCodec;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.ModelBinding;
import dev.serbench.model.Person;

/**
 * A stand-in library codec (registered in the test services only) whose encoding of a person is one
 * byte per char of the name: smaller than {@code raw}'s, so {@code memcpy} must take its size.
 */
public final class FakeLibraryCodec extends AbstractCodec {

  public FakeLibraryCodec() {
    super(CodecProperties.builder("fake-library", "dev.serbench:codec-floors").format("fake").build());
    bind(Person.class, () -> new ModelBinding<Person>() {
      @Override
      public byte[] encode(Person value) {
        return new byte[size(value)];
      }

      @Override
      public Person decode(byte[] bytes) {
        throw new UnsupportedOperationException("the fake only encodes");
      }
    });
  }

  static int size(Object person) {
    return ((Person) person).name().length();
  }
}
