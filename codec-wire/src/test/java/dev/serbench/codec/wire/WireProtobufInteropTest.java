package dev.serbench.codec.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.serbench.api.Binding;
import dev.serbench.api.Codec;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.api.ModelComparator;
import dev.serbench.api.TimePrecision;
import dev.serbench.codec.protobuf.ProtobufCodec;
import dev.serbench.model.GpbComplex;
import dev.serbench.model.GpbHuge;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Wire and protobuf-java read each other's bytes back to the same values: the two codecs write one
 * logical schema, the same {@code .proto} files, not two look-alikes. Values 0 to 4 of every default
 * dataset up to {@value #MAX_ELEMENTS} elements: the source study's value and the four edge timestamps
 * (year 1, before 1970, nanoseconds). Of the larger ones, only gpb-complex has a type of its own, which
 * {@link #complexMapOfHugesCrossDecodes} checks on a value of two gpb-huge values.
 */
class WireProtobufInteropTest {

  private static final int VALUES = 5;
  private static final long MAX_ELEMENTS = 10_000;
  private static final ModelComparator EXACT = new ModelComparator(TimePrecision.NANOS);

  static Stream<Dataset<?>> datasets() {
    return Datasets.all().stream().filter(dataset -> !dataset.large() && dataset.elements() <= MAX_ELEMENTS);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("datasets")
  void protobufBytesDecodeWithWire(Dataset<?> dataset) throws Exception {
    assertCrossDecodes(new ProtobufCodec(), new WireCodec(), dataset);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("datasets")
  void wireBytesDecodeWithProtobuf(Dataset<?> dataset) throws Exception {
    assertCrossDecodes(new WireCodec(), new ProtobufCodec(), dataset);
  }

  @Test
  void complexMapOfHugesCrossDecodes() throws Exception {
    List<GpbHuge> huges = Datasets.find("gpb-huge").map(dataset -> dataset.values().stream()
        .map(GpbHuge.class::cast).toList()).orElseThrow();
    Map<String, GpbHuge> entries = new LinkedHashMap<>();
    entries.put("0", huges.get(0));
    entries.put("1", huges.get(1));
    @SuppressWarnings("unchecked")
    Dataset<GpbComplex> complex = (Dataset<GpbComplex>) Datasets.find("gpb-complex").orElseThrow();
    List<GpbComplex> values = List.of(new GpbComplex(entries));
    assertCrossDecodes(new ProtobufCodec(), new WireCodec(), complex, values);
    assertCrossDecodes(new WireCodec(), new ProtobufCodec(), complex, values);
  }

  private static <T> void assertCrossDecodes(Codec writer, Codec reader, Dataset<T> dataset) throws Exception {
    List<T> values = dataset.values();
    assertCrossDecodes(writer, reader, dataset, values.subList(0, Math.min(VALUES, values.size())));
  }

  private static <T> void assertCrossDecodes(Codec writer, Codec reader, Dataset<T> dataset, List<T> values)
      throws Exception {
    Binding<T, ?, ?> encoding = writer.bind(dataset);
    Binding<T, ?, ?> decoding = reader.bind(dataset);
    for (int i = 0; i < values.size(); i++) {
      T value = values.get(i);
      T decoded = decode(decoding, encode(encoding, value));
      assertEquals(Optional.empty(), EXACT.difference(value, decoded),
          writer.properties().id() + " -> " + reader.properties().id() + ", " + dataset.id() + " value " + i);
    }
  }

  private static <T, E> byte[] encode(Binding<T, E, ?> binding, T value) throws Exception {
    return binding.encode(binding.fromModel(value));
  }

  private static <T, D> T decode(Binding<T, ?, D> binding, byte[] bytes) throws Exception {
    return binding.toModel(binding.decode(bytes));
  }
}
