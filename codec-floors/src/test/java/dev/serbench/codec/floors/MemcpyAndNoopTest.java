package dev.serbench.codec.floors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import dev.serbench.api.Codec;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.api.PartialBinding;
import dev.serbench.api.ReusedOutput;
import dev.serbench.api.RoundTrip;
import dev.serbench.model.Event;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code memcpy} copies as many bytes as the smallest library encoding (in this module's classpath the
 * only other codec is {@code raw}, a floor, so a fake library codec in the test services stands in),
 * and {@code noop} is wired through.
 */
class MemcpyAndNoopTest {

  @Test
  void memcpySizeIsTheSmallestLibraryEncoding() throws Exception {
    Dataset<?> person = Datasets.find("person").orElseThrow();
    List<?> values = person.values();
    @SuppressWarnings("unchecked")
    MemcpyBinding<Object> binding = (MemcpyBinding<Object>) new MemcpyCodec().bind(person);
    for (Object value : values) {
      byte[] source = binding.fromModel(value);
      assertEquals(FakeLibraryCodec.size(value), source.length, "fake codec writes fewer bytes than raw's");
      assertEquals(source.length, binding.encodeInto(source));
      assertEquals(source.length, binding.encode(source).length);
    }
  }

  @Test
  void aTimingJvmBindsMemcpyFromTheSizesRecordedAtValidationWithoutRunningOtherCodecs() throws Exception {
    Dataset<?> person = Datasets.find("person").orElseThrow();
    String property = MemcpyCodec.sizesProperty("person");
    System.clearProperty(property);
    new MemcpyCodec().bind(person);
    String recorded = System.getProperty(property);
    assertEquals(person.values().size(), recorded.split(",").length, recorded);
    assertEquals(Integer.toString(FakeLibraryCodec.size(person.values().get(0))), recorded.split(",")[0]);
    // What a timing JVM gets (the harness forwards serbench.fork.* properties): these lengths, as they are.
    String lengths = String.join(",", java.util.Collections.nCopies(person.values().size(), "3"));
    System.setProperty(property, lengths);
    try {
      @SuppressWarnings("unchecked")
      MemcpyBinding<Object> binding = (MemcpyBinding<Object>) new MemcpyCodec().bind(person);
      assertEquals(3, binding.fromModel(person.values().get(5)).length);
      System.setProperty(property, "3,3");
      assertEquals("the recorded memcpy sizes of person are for 2 values, the dataset has " + person.values().size(),
          org.junit.jupiter.api.Assertions.assertThrows(dev.serbench.api.DeclinedException.class,
              () -> new MemcpyCodec().bind(person)).getMessage());
    } finally {
      System.clearProperty(property);
    }
  }

  @Test
  void memcpyCopiesTheMessageBytesOfAnEvent() throws Exception {
    @SuppressWarnings("unchecked")
    Dataset<Event> event = (Dataset<Event>) Datasets.find("event-4KiB").orElseThrow();
    Event value = event.values().get(0);
    var binding = new MemcpyCodec().bind(event);
    assertEquals(value.message().getBytes(StandardCharsets.UTF_8).length, ((byte[]) binding.fromModel(value)).length);
    assertEquals(RoundTrip.Status.PASSED, RoundTrip.check(new MemcpyCodec(), event).status());
  }

  @Test
  void everyFloorPassesValidationOnASmallDataset() {
    Dataset<?> person = Datasets.find("person").orElseThrow();
    for (Codec codec : List.of(new RawCodec(), new MemcpyCodec(), new NoopCodec())) {
      RoundTrip.Result result = RoundTrip.check(codec, person);
      assertEquals(RoundTrip.Status.PASSED, result.status(), codec.id() + ": " + result.message());
      assertEquals(false, result.unsafe(), codec.id());
    }
  }

  @Test
  void noopReturnsWhatItWasGiven() throws Exception {
    Dataset<?> person = Datasets.find("person").orElseThrow();
    @SuppressWarnings("unchecked")
    PartialBinding<Object, byte[], byte[]> binding = (PartialBinding<Object, byte[], byte[]>) new NoopCodec().bind(person);
    Object third = person.values().get(2);
    byte[] message = binding.fromModel(third);
    assertSame(message, binding.encode(message));
    assertSame(message, binding.decode(message));
    assertEquals(3, binding.expected(third));
    assertEquals(false, binding instanceof ReusedOutput<?>);
  }

  @Test
  void memcpyDeclinesWhenNoLibraryCodecEncodesTheDataset() {
    Dataset<?> media = Datasets.find("media").orElseThrow();
    assertEquals(RoundTrip.Status.DECLINED, RoundTrip.check(new MemcpyCodec(), media).status());
  }

  @Test
  void theRegistryHereHoldsTheFloorsAndTheFake() {
    assertEquals("fake-library, memcpy, noop, raw", CodecRegistry.load().ids());
  }
}
