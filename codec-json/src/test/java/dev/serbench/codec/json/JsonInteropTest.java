package dev.serbench.codec.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.serbench.api.Binding;
import dev.serbench.api.Codec;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.api.ModelComparator;
import dev.serbench.api.TimePrecision;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The dsl-json DTOs mirror the JSON Jackson writes for the canonical records: each codec reads what the
 * other wrote and gets the canonical value back, so both rows measure the same JSON.
 */
class JsonInteropTest {

  private static final Codec JACKSON = new JacksonCodec();
  private static final Codec DSL_JSON = new DslJsonCodec();
  private static final ModelComparator COMPARATOR = new ModelComparator(TimePrecision.NANOS);

  static Stream<Dataset<?>> datasets() {
    return Datasets.all().stream().filter(dataset -> !dataset.large());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("datasets")
  void dslJsonReadsJacksonOutput(Dataset<?> dataset) throws Exception {
    crossCheck(dataset, JACKSON, DSL_JSON);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("datasets")
  void jacksonReadsDslJsonOutput(Dataset<?> dataset) throws Exception {
    crossCheck(dataset, DSL_JSON, JACKSON);
  }

  private static <T> void crossCheck(Dataset<T> dataset, Codec writer, Codec reader) throws Exception {
    Binding<T, ?, ?> writing = writer.bind(dataset);
    Binding<T, ?, ?> reading = reader.bind(dataset);
    for (int i = 0; i < dataset.values().size(); i++) {
      T value = dataset.values().get(i);
      T back = decode(reading, encode(writing, value));
      assertEquals(Optional.empty(), COMPARATOR.difference(value, back),
          reader.id() + " reading " + writer.id() + "'s " + dataset.id() + " value " + i);
    }
  }

  private static <T, E, D> byte[] encode(Binding<T, E, D> binding, T value) throws Exception {
    return binding.encode(binding.fromModel(value));
  }

  private static <T, E, D> T decode(Binding<T, E, D> binding, byte[] bytes) throws Exception {
    return binding.toModel(binding.decode(bytes));
  }
}
