package dev.serbench.codec.thrift;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;

import dev.serbench.api.Binding;
import dev.serbench.api.Codec;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.model.GpbComplex;
import dev.serbench.model.GpbComplexList;
import dev.serbench.model.GpbHuge;
import dev.serbench.model.GpbHugeList;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Supplier;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.apache.thrift.TBase;
import org.apache.thrift.TDeserializer;
import org.apache.thrift.TSerializer;
import org.apache.thrift.protocol.TBinaryProtocol;
import org.apache.thrift.protocol.TCompactProtocol;
import org.apache.thrift.protocol.TProtocolFactory;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The structs that the build's pure-Java generator wrote agree with those of the official thrift
 * compiler on the wire, for every model type: sample values, encoded by the codec, are read by both
 * generators' classes, and both write them back byte for byte alike, in both protocols. Comparing the
 * re-encodings (not the codec's first bytes) keeps map entry order out of it: both sides read maps into
 * the same kind of HashMap.
 */
class ThriftOracleTest {

  private static ClassLoader oracle;

  @BeforeAll
  static void compileWithThrift(@TempDir Path work) throws Exception {
    oracle = ThriftOracle.compile(work);
  }

  /**
   * Values of one model type: a dataset's values, or for a type that only a group-large dataset uses
   * (hundreds of MB per value) a small value of the same type.
   */
  record Sample(Dataset<?> dataset, Supplier<List<?>> values) {
    @Override
    public String toString() {
      return dataset.id();
    }
  }

  /** Per model type, its smallest default dataset; the two list types of the large datasets get small lists. */
  static List<Sample> samples() {
    Map<Class<?>, Dataset<?>> smallest = new LinkedHashMap<>();
    for (Dataset<?> dataset : Datasets.all()) {
      if (!dataset.large()) {
        smallest.merge(dataset.model(), dataset, (a, b) -> b.elements() < a.elements() ? b : a);
      }
    }
    Stream<Sample> regular = smallest.values().stream().map(d -> new Sample(d, d::values));
    Stream<Sample> large = Stream.of(
        new Sample(find("gpb-huge-list-50"), () -> List.of(new GpbHugeList(List.of(
            (GpbHuge) find("gpb-huge").values().get(0), (GpbHuge) find("gpb-huge").values().get(1))))),
        new Sample(find("gpb-complex-list-10"), () -> List.of(new GpbComplexList(List.of(
            (GpbComplex) find("gpb-complex").values().get(0))))));
    return Stream.concat(regular, large).toList();
  }

  static Stream<Arguments> pairs() {
    return samples().stream().flatMap(sample -> Stream.of(
        Arguments.of(new ThriftCompactCodec(), new TCompactProtocol.Factory(), sample),
        Arguments.of(new ThriftBinaryCodec(), new TBinaryProtocol.Factory(), sample)));
  }

  @Test
  void everyModelTypeIsSampled() {
    Set<Class<?>> models = Datasets.all().stream().map(Dataset::model).collect(Collectors.toSet());
    assertEquals(models, samples().stream().map(s -> s.dataset().model()).collect(Collectors.toSet()));
  }

  @ParameterizedTest(name = "{0} x {2}")
  @MethodSource("pairs")
  void officialGeneratorReadsAndWritesTheSameBytes(Codec codec, TProtocolFactory protocol, Sample sample)
      throws Exception {
    check(codec.bind(sample.dataset()), protocol, sample);
  }

  private static <T, E, D> void check(Binding<T, E, D> binding, TProtocolFactory protocol, Sample sample)
      throws Exception {
    TSerializer serializer = new TSerializer(protocol);
    TDeserializer deserializer = new TDeserializer(protocol);
    @SuppressWarnings("unchecked")
    List<T> values = (List<T>) sample.values().get();
    for (int i = 0; i < values.size(); i++) {
      byte[] bytes = binding.encode(binding.fromModel(values.get(i)));
      TBase<?, ?> ours = (TBase<?, ?>) binding.decode(bytes);
      Class<?> type = oracle.loadClass(ours.getClass().getName());
      assertNotSame(ours.getClass(), type, "the oracle's class loader served the build's class");
      TBase<?, ?> theirs = (TBase<?, ?>) type.getConstructor().newInstance();
      deserializer.deserialize(theirs, bytes);
      int value = i;
      assertArrayEquals(serializer.serialize(ours), serializer.serialize(theirs),
          () -> sample + " value " + value + ": the official generator's struct writes other bytes");
    }
  }

  private static Dataset<?> find(String id) {
    return Datasets.find(id).orElseThrow();
  }
}
