package dev.serbench.codec.flatbuffers;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.model.Person;
import java.nio.ByteBuffer;
import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * {@code flatbuffers-utf8} writes strings through {@code createString(ByteBuffer)} and still writes the
 * {@code flatbuffers} row's bytes, for the datasets and for strings beyond ASCII.
 */
class FlatBuffersUtf8Test {

  @Test
  void bindingsBuildWithTheUtf8BytesBuilder() throws Exception {
    for (Dataset<?> dataset : Datasets.all()) {
      FlatBuffersBinding<?> binding = (FlatBuffersBinding<?>) new FlatBuffersUtf8Codec().bind(dataset);
      assertInstanceOf(Utf8BytesBuilder.class, binding.builder, dataset.id());
    }
  }

  @Test
  void writesTheSameBytesAsTheFlatBuffersRow() throws Exception {
    for (Dataset<?> dataset : Datasets.all()) {
      if (dataset.large()) {
        continue;
      }
      assertSameBytes(dataset);
    }
  }

  @Test
  void multiByteAndSupplementaryCharactersMatchTheRuntimesEncoder() {
    Person person = new Person("Zoë Ångström 日本語 \uD834\uDD1E", Instant.ofEpochSecond(-1, 7), "☎ +41 €", 2, true, 1.5);
    byte[] plain = build(new FlatBufferBuilder(), person);
    byte[] utf8 = build(new Utf8BytesBuilder(), person);
    assertArrayEquals(plain, utf8);
    assertEquals(person, new PersonReader().person(ByteBuffer.wrap(utf8)));
  }

  private static byte[] build(FlatBufferBuilder builder, Person person) {
    builder.finish(PersonWriter.person(builder, person));
    return builder.sizedByteArray();
  }

  @SuppressWarnings("unchecked")
  private static <T> void assertSameBytes(Dataset<T> dataset) throws Exception {
    var plain = (FlatBuffersBinding<T>) new FlatBuffersCodec().bind(dataset);
    var utf8 = (FlatBuffersBinding<T>) new FlatBuffersUtf8Codec().bind(dataset);
    for (T value : dataset.values()) {
      assertArrayEquals(plain.encode(value), utf8.encode(value), dataset.id());
    }
  }
}
