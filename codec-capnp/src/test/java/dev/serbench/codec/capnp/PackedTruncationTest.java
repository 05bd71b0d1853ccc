package dev.serbench.codec.capnp;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.model.Person;
import java.io.IOException;
import java.time.Duration;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Malformed packed input fails cleanly: capnproto-java's unpacker spins forever at the end of an
 * ArrayInputStream, so an empty or truncated message hung the decoder (and the robustness run).
 */
class PackedTruncationTest {

  @Test
  void emptyAndTruncatedPackedMessagesFailInsteadOfHanging() throws Exception {
    @SuppressWarnings("unchecked")
    Dataset<Person> dataset = (Dataset<Person>) Datasets.find("person").orElseThrow();
    byte[] bytes = new CapnpBinding<>(Framing.PACKED, PersonWriter::person, PersonReader::person)
        .encode(dataset.values().get(0));
    assertTimeoutPreemptively(Duration.ofSeconds(10), () -> {
      assertThrows(IOException.class, () -> Framing.PACKED.read(new byte[0]));
      for (int length = 1; length < bytes.length; length++) {
        byte[] truncated = Arrays.copyOf(bytes, length);
        try {
          Framing.PACKED.read(truncated).getRoot(dev.serbench.schemas.capnp.PersonCapnp.Person.factory).getName();
        } catch (IOException | RuntimeException expected) {
          // a clean failure is what is asked for; some prefixes are well-formed shorter messages
        }
      }
    });
  }
}
