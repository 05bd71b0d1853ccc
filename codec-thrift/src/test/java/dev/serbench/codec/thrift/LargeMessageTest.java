package dev.serbench.codec.thrift;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.serbench.api.Binding;
import dev.serbench.api.Codec;
import dev.serbench.api.Datasets;
import dev.serbench.model.Event;
import dev.serbench.schemas.thrift.EventThrift;
import org.apache.thrift.TConfiguration;
import org.apache.thrift.TDeserializer;
import org.apache.thrift.TException;
import org.apache.thrift.protocol.TCompactProtocol;
import org.junit.jupiter.api.Test;

/**
 * The codecs read messages over libthrift's default 100 MB cap, which the large datasets' values exceed
 * ({@code gpb-complex-list-10} is about 170 MB in TBinaryProtocol), while {@link TDeserializer}, which
 * cannot be configured, refuses them.
 */
class LargeMessageTest {

  @Test
  void aMessageOverTheDefaultCapRoundTrips() throws Exception {
    Event event = new Event(7, "x".repeat(TConfiguration.DEFAULT_MAX_MESSAGE_SIZE));
    Codec codec = new ThriftCompactCodec();
    byte[] bytes = encode(codec, event);
    assertThrows(TException.class, () -> new TDeserializer(new TCompactProtocol.Factory())
        .deserialize(new EventThrift(), bytes));
    assertEquals(event, decode(codec, bytes));
  }

  private static byte[] encode(Codec codec, Event event) throws Exception {
    return encode(binding(codec), event);
  }

  private static <E, D> byte[] encode(Binding<Event, E, D> binding, Event event) throws Exception {
    return binding.encode(binding.fromModel(event));
  }

  private static Event decode(Codec codec, byte[] bytes) throws Exception {
    return decode(binding(codec), bytes);
  }

  private static <E, D> Event decode(Binding<Event, E, D> binding, byte[] bytes) throws Exception {
    return binding.toModel(binding.decode(bytes));
  }

  @SuppressWarnings("unchecked")
  private static Binding<Event, ?, ?> binding(Codec codec) throws Exception {
    return (Binding<Event, ?, ?>) codec.bind(Datasets.find("event-16B").orElseThrow());
  }
}
