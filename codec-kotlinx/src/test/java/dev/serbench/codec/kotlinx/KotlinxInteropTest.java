package dev.serbench.codec.kotlinx;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
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
 * The DTOs mirror the formats the other rows write: kotlinx-protobuf writes protobuf-java's bytes (protoc's
 * messages); kotlinx-json writes Jackson's JSON but for characters outside the BMP, and each of the two
 * reads what the other wrote, getting the canonical value back. So the new rows measure the same bytes as
 * {@code protobuf} and {@code json-jackson}, and their cross-language claim holds.
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

  /** The same bytes, so protobuf-java reads kotlinx-protobuf's messages and kotlinx-protobuf reads protobuf-java's. */
  @ParameterizedTest(name = "{0}")
  @MethodSource("datasets")
  void kotlinxProtobufWritesProtobufJavaBytes(Dataset<?> dataset) throws Exception {
    sameBytes(dataset, KOTLINX_PROTOBUF, PROTOBUF);
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

  /**
   * Jackson writes a character outside the BMP as an escaped surrogate pair (two six-character escapes) where
   * kotlinx.serialization writes its four UTF-8 bytes; the event family's text has such characters.
   */
  static Stream<Dataset<?>> datasetsWithBmpText() {
    return datasets().filter(dataset -> !dataset.family().equals("event"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("datasetsWithBmpText")
  void kotlinxJsonWritesJacksonJson(Dataset<?> dataset) throws Exception {
    sameBytes(dataset, KOTLINX_JSON, JACKSON);
  }

  private static <T> void sameBytes(Dataset<T> dataset, Codec codec, Codec reference) throws Exception {
    Binding<T, ?, ?> writing = codec.bind(dataset);
    Binding<T, ?, ?> referenceWriting = reference.bind(dataset);
    for (int i = 0; i < dataset.values().size(); i++) {
      T value = dataset.values().get(i);
      assertArrayEquals(encode(referenceWriting, value), encode(writing, value),
          codec.id() + " and " + reference.id() + " on " + dataset.id() + " value " + i);
    }
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
