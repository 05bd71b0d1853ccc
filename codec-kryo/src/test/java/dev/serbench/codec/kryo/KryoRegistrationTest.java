package dev.serbench.codec.kryo;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.esotericsoftware.kryo.Kryo;
import com.esotericsoftware.kryo.KryoException;
import com.esotericsoftware.kryo.io.Output;
import dev.serbench.api.Datasets;
import dev.serbench.model.Small;
import dev.serbench.model.SmallList;
import java.util.LinkedList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code kryo} neither writes nor reads a class it has not registered. */
class KryoRegistrationTest {

  @Test
  void refusesToWriteAnUnregisteredClass() {
    KryoBinding<SmallList> binding = new KryoBinding<>(SmallList.class);
    SmallList value = new SmallList(new LinkedList<>(List.of(new Small(1, "a"))));
    KryoException refused = assertThrows(KryoException.class, () -> binding.encode(value));
    assertTrue(refused.getMessage().contains("Class is not registered: java.util.LinkedList"), refused.getMessage());
  }

  @Test
  void refusesToReadAnUnregisteredClassId() throws Exception {
    // A writer that knows one class more than the codec: SmallList.items is declared as List, so its
    // class id is in the bytes.
    Kryo writer = KryoRegistrations.newKryo();
    writer.register(LinkedList.class, 100);
    Output output = new Output(256);
    writer.writeObject(output, new SmallList(new LinkedList<>(List.of(new Small(1, "a")))));

    var binding = new KryoCodec().bind(Datasets.find("small-list-100").orElseThrow());
    KryoException refused = assertThrows(KryoException.class, () -> binding.decode(output.toBytes()));
    assertTrue(refused.getMessage().contains("unregistered class ID: 100"), refused.getMessage());
  }
}
