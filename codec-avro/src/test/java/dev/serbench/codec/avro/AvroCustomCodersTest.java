package dev.serbench.codec.avro;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.api.Binding;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.model.MediaContent;
import dev.serbench.schemas.avro.MediaContentAvro;
import dev.serbench.schemas.avro.PersonAvro;
import java.lang.reflect.Method;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.avro.specific.SpecificData;
import org.apache.avro.specific.SpecificRecordBase;
import org.apache.avro.util.ClassSecurityValidator;
import org.junit.jupiter.api.Test;

/**
 * {@code avro-custom-coders} really takes Avro's custom-coder path, and {@code avro} does not: Avro's
 * writer and reader take it when their SpecificData's flag is on and the record class has custom coders,
 * and then touch no field through SpecificData.
 */
class AvroCustomCodersTest {

  @Test
  void customCodersRowSetsTheFlagAndTheAvroRowKeepsAvrosDefault() throws Exception {
    AvroCustomCodersCodec custom = new AvroCustomCodersCodec();
    AvroCodec plain = new AvroCodec();
    for (AvroMapping<?, ?> mapping : AvroMappings.all()) {
      Dataset<?> dataset = Datasets.all().stream().filter(d -> d.model() == mapping.model()).findFirst().orElseThrow();
      assertTrue(((AvroBinding<?, ?>) custom.bind(dataset)).data().useCustomCoders(), mapping.record().getName());
      assertFalse(((AvroBinding<?, ?>) plain.bind(dataset)).data().useCustomCoders(), mapping.record().getName());
    }
  }

  @Test
  void everyGeneratedRootRecordHasCustomCoders() throws Exception {
    Method hasCustomCoders = SpecificRecordBase.class.getDeclaredMethod("hasCustomCoders");
    hasCustomCoders.setAccessible(true);
    for (AvroMapping<?, ?> mapping : AvroMappings.all()) {
      Object record = mapping.record().getDeclaredConstructor().newInstance();
      assertEquals(true, hasCustomCoders.invoke(record), mapping.record().getName());
    }
  }

  @Test
  void theFlagTakesTheWriterAndReaderOffTheFieldByFieldPath() throws Exception {
    MediaContent value = first();
    CountingData off = new CountingData();
    roundTrip(off, value);
    assertTrue(off.fieldAccesses.get() > 0, "schema-walking path reads and sets fields through SpecificData");

    CountingData on = new CountingData();
    on.setCustomCoders(true);
    roundTrip(on, value);
    assertEquals(0, on.fieldAccesses.get(), "custom coders read and set no field through SpecificData");
  }

  @Test
  void customCodersWriteTheSameBytesAsTheAvroRow() throws Exception {
    for (Dataset<?> dataset : Datasets.all()) {
      if (dataset.large()) {
        continue;
      }
      assertSameBytes(dataset);
    }
  }

  @Test
  void generatedClassesAreTrustedAndOthersAreNot() throws Exception {
    new AvroCodec().bind(Datasets.find("person").orElseThrow());
    assertTrue(ClassSecurityValidator.getGlobal().isTrusted(PersonAvro.class));
    // The model's package is trusted too (avro-reflect's mirror classes use its enums); others are not.
    assertFalse(ClassSecurityValidator.getGlobal().isTrusted(java.lang.ProcessBuilder.class));
    assertFalse(ClassSecurityValidator.getGlobal().isTrusted(dev.serbench.api.Datasets.class));
  }

  private static void roundTrip(SpecificData data, MediaContent value) throws Exception {
    @SuppressWarnings("unchecked")
    var mapping = (AvroMapping<MediaContent, MediaContentAvro>) AvroMappings.all().stream()
        .filter(m -> m.model() == MediaContent.class).findFirst().orElseThrow();
    var binding = AvroBinding.specific(mapping, data);
    assertEquals(value, binding.toModel(binding.decode(binding.encode(binding.fromModel(value)))));
  }

  @SuppressWarnings("unchecked")
  private static <T> void assertSameBytes(Dataset<T> dataset) throws Exception {
    var plain = (Binding<T, Object, ?>) new AvroCodec().bind(dataset);
    var custom = (Binding<T, Object, ?>) new AvroCustomCodersCodec().bind(dataset);
    for (T value : dataset.values()) {
      assertArrayEquals(plain.encode(plain.fromModel(value)), custom.encode(custom.fromModel(value)), dataset.id());
    }
  }

  private static MediaContent first() {
    return (MediaContent) Datasets.find("media").orElseThrow().values().get(0);
  }

  /** A SpecificData that counts the field reads and writes the schema-walking writer and reader make. */
  private static final class CountingData extends SpecificData {
    final AtomicInteger fieldAccesses = new AtomicInteger();

    @Override
    protected Object getField(Object record, String name, int position, Object state) {
      fieldAccesses.incrementAndGet();
      return super.getField(record, name, position, state);
    }

    @Override
    public void setField(Object record, String name, int position, Object value) {
      fieldAccesses.incrementAndGet();
      super.setField(record, name, position, value);
    }
  }
}
