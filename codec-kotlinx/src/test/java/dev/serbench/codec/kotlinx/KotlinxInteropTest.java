package dev.serbench.codec.kotlinx;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.serbench.api.Binding;
import dev.serbench.api.Codec;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.api.ModelComparator;
import dev.serbench.api.TimePrecision;
import dev.serbench.codec.json.JacksonCodec;
import dev.serbench.codec.kotlinx.json.KotlinxJsonCodec;
import dev.serbench.codec.kotlinx.protobuf.KotlinxProtobufCodec;
import dev.serbench.codec.protobuf.ProtobufCodec;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The DTOs mirror the formats the other rows write: kotlinx-protobuf and protobuf-java (protoc's
 * messages) read each other's bytes, and kotlinx-json and Jackson read each other's JSON, each getting
 * the canonical value back. So the new rows measure the same bytes as {@code protobuf} and
 * {@code json-jackson}, and their cross-language claim holds.
 */
class KotlinxInteropTest {

  private static final Codec KOTLINX_PROTOBUF = new KotlinxProtobufCodec();
  private static final Codec PROTOBUF = new ProtobufCodec();
  private static final Codec KOTLINX_JSON = new KotlinxJsonCodec();
  private static final Codec JACKSON = new JacksonCodec();
  private static final ModelComparator COMPARATOR = new ModelComparator(TimePrecision.NANOS);

  static Stream<Dataset<?>> datasets() {
    return Datasets.all().stream().filter(dataset -> !dataset.large());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("datasets")
  void protobufJavaReadsKotlinxProtobufOutput(Dataset<?> dataset) throws Exception {
    crossCheck(dataset, KOTLINX_PROTOBUF, PROTOBUF);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("datasets")
  void kotlinxProtobufReadsProtobufJavaOutput(Dataset<?> dataset) throws Exception {
    crossCheck(dataset, PROTOBUF, KOTLINX_PROTOBUF);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("datasets")
  void jacksonReadsKotlinxJsonOutput(Dataset<?> dataset) throws Exception {
    crossCheck(dataset, KOTLINX_JSON, JACKSON);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("datasets")
  void kotlinxJsonReadsJacksonOutput(Dataset<?> dataset) throws Exception {
    crossCheck(dataset, JACKSON, KOTLINX_JSON);
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
