package dev.serbench.codec.fory;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.api.Binding;
import dev.serbench.api.Datasets;
import dev.serbench.model.Person;
import org.apache.fory.Fory;
import org.apache.fory.exception.DeserializationException;
import org.apache.fory.exception.InsecureException;
import org.junit.jupiter.api.Test;

/** {@code fory} neither writes nor reads a class it has not registered. */
class ForyRegistrationTest {

  /** A record outside the model. */
  record Intruder(String payload) {}

  @Test
  @SuppressWarnings({"unchecked", "rawtypes"})
  void refusesToWriteAnUnregisteredClass() {
    Binding binding = new ForyBinding<>(Person.class); // raw: erasure lets an Intruder reach encode
    InsecureException refused = assertThrows(InsecureException.class, () -> binding.encode(new Intruder("x")));
    assertTrue(refused.getMessage().contains("Intruder is not registered"), refused.getMessage());
  }

  @Test
  void refusesToReadAnUnregisteredClass() throws Exception {
    // A writer that knows one class more than the codec, under a user type id the codec never gave.
    Fory writer = ForyRegistrations.newFory();
    writer.register(Intruder.class, 100);
    byte[] bytes = writer.serialize(new Intruder("x"));

    var binding = new ForyCodec().bind(Datasets.find("person").orElseThrow());
    // Fory 1.6 refuses it deep in its type resolver (a failed not-null check), wrapped in this exception.
    assertThrows(DeserializationException.class, () -> binding.decode(bytes));
  }
}
