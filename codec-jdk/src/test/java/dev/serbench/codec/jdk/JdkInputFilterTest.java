package dev.serbench.codec.jdk;

import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.serbench.api.Binding;
import dev.serbench.api.Datasets;
import dev.serbench.model.GpbBig;
import dev.serbench.model.SmallList;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InvalidClassException;
import java.io.ObjectOutputStream;
import java.io.Serializable;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Date;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code jdk}'s decode refuses what is not the canonical model, however it reaches the stream. */
class JdkInputFilterTest {

  /** A serializable record outside the model's package. */
  record Intruder(String payload) implements Serializable {}

  @Test
  void refusesAJdkClassOutsideTheModel() throws Exception {
    assertRefused("person", serialize(new Date(0)));
  }

  @Test
  void refusesASerializableRecordOutsideTheModel() throws Exception {
    assertRefused("person", serialize(new Intruder("x")));
  }

  @Test
  @SuppressWarnings({"unchecked", "rawtypes"})
  void refusesAForeignClassInsideAModelValue() throws Exception {
    List items = new ArrayList<>();
    items.add(new Date(0)); // erasure lets a SmallList carry it: the filter must look inside
    assertRefused("small-list-100", serialize(new SmallList(items)));
  }

  @Test
  void refusesNestingDeeperThanTheLimit() throws Exception {
    List<Object> outer = new ArrayList<>();
    List<Object> inner = outer;
    for (int i = 0; i < ModelInputFilter.MAX_DEPTH * 2; i++) {
      List<Object> next = new ArrayList<>();
      inner.add(next);
      inner = next;
    }
    assertRefused("person", serialize(outer));
  }

  @Test
  void refusesAnArrayLongerThanTheLimit() throws Exception {
    byte[] country = new byte[(int) ModelInputFilter.MAX_ARRAY_LENGTH + 1];
    Instant now = Instant.EPOCH;
    assertRefused("gpb-big", serialize(new GpbBig(1, 2, "x", country, now, now, now, null, null)));
  }

  private static void assertRefused(String datasetId, byte[] bytes) throws Exception {
    Binding<?, ?, ?> binding = new JdkCodec().bind(Datasets.find(datasetId).orElseThrow());
    assertThrows(InvalidClassException.class, () -> binding.decode(bytes));
  }

  private static byte[] serialize(Object value) throws IOException {
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream out = new ObjectOutputStream(bytes)) {
      out.writeObject(value);
    }
    return bytes.toByteArray();
  }
}
