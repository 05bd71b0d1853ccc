package dev.serbench.codec.avro;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.serbench.api.Binding;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.model.GpbBig;
import dev.serbench.model.GpbComplex;
import dev.serbench.model.MediaContent;
import dev.serbench.schemas.avro.GpbBigAvro;
import dev.serbench.schemas.avro.GpbComplexAvro;
import dev.serbench.schemas.avro.MediaContentAvro;
import java.nio.ByteBuffer;
import org.junit.jupiter.api.Test;

/**
 * What decode hands out, beyond the round trip: strings are {@code java.lang.String} (stringType
 * String), also as list elements and map keys where erasure would hide a {@code Utf8}, and {@code
 * bytes} fields are ByteBuffers that only {@code toModel} turns into arrays.
 */
class AvroDecodedTypesTest {

  private final AvroCodec codec = new AvroCodec();

  @Test
  void listElementsDecodeAsJavaStrings() throws Exception {
    Binding<MediaContent, MediaContentAvro, MediaContentAvro> media =
        bind("media");
    var decoded = media.decode(media.encode(media.fromModel(first("media"))));
    for (Object person : decoded.getMedia().getPersons()) {
      assertEquals(String.class, person.getClass(), "media.persons element");
    }
  }

  @Test
  void mapKeysDecodeAsJavaStrings() throws Exception {
    Binding<GpbComplex, GpbComplexAvro, GpbComplexAvro> complex =
        bind("gpb-complex");
    var decoded = complex.decode(complex.encode(complex.fromModel(first("gpb-complex"))));
    for (Object key : decoded.getHuges().keySet()) {
      assertEquals(String.class, key.getClass(), "gpb-complex.huges key");
    }
  }

  @Test
  void bytesDecodeAsByteBufferAndConvertInToModel() throws Exception {
    Binding<GpbBig, GpbBigAvro, GpbBigAvro> big = bind("gpb-big");
    GpbBig value = first("gpb-big");
    var decoded = big.decode(big.encode(big.fromModel(value)));
    ByteBuffer countryBytes = decoded.getCountryBytes();
    int position = countryBytes.position();
    assertArrayEquals(value.countryBytes(), big.toModel(decoded).countryBytes());
    assertEquals(position, countryBytes.position(), "toModel must leave the decoded buffer as it was");
  }

  @SuppressWarnings("unchecked")
  private <T> T first(String dataset) {
    return (T) Datasets.find(dataset).orElseThrow().values().get(0);
  }

  @SuppressWarnings("unchecked")
  private <T, R> Binding<T, R, R> bind(String dataset) throws Exception {
    Dataset<?> found = Datasets.find(dataset).orElseThrow();
    return (Binding<T, R, R>) codec.bind(found);
  }
}
