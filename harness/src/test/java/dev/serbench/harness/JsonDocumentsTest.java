package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serbench.api.Binding;
import dev.serbench.api.Codec;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.api.DeclinedException;
import dev.serbench.api.Encoding;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every schema-less JSON codec writes the document json-jackson writes (the same JSON tree; key order may
 * differ), so the JSON rows compare libraries, not documents. Schema-based JSON (protobuf-json's proto3
 * mapping) has a shape of its own and is left out.
 */
class JsonDocumentsTest {

  private static final ObjectMapper TREES = new ObjectMapper();

  static Stream<Arguments> pairs() {
    CodecRegistry registry = CodecRegistry.load();
    return registry.all().stream()
        .filter(codec -> codec.properties().format().equals("JSON")
            && codec.properties().encoding() == Encoding.TEXT
            && !codec.properties().schemaRequired()
            && !codec.id().equals("json-jackson"))
        .flatMap(codec -> Datasets.all().stream().filter(dataset -> !dataset.large())
            .map(dataset -> Arguments.of(codec, dataset)));
  }

  @ParameterizedTest(name = "{0} x {1}")
  @MethodSource("pairs")
  void writesJsonJacksonsDocument(Codec codec, Dataset<?> dataset) throws Exception {
    Codec jackson = CodecRegistry.load().select("json-jackson").get(0);
    JsonNode expected;
    JsonNode actual;
    try {
      expected = TREES.readTree(firstValue(jackson, dataset));
      actual = TREES.readTree(firstValue(codec, dataset));
    } catch (DeclinedException e) {
      Assumptions.abort(codec.id() + " declines " + dataset.id());
      return;
    }
    assertEquals(expected, actual, codec.id() + " x " + dataset.id() + ": not json-jackson's JSON");
  }

  private static <T> byte[] firstValue(Codec codec, Dataset<T> dataset) throws Exception {
    return encode(codec.bind(dataset), dataset.values().get(0));
  }

  private static <T, E, D> byte[] encode(Binding<T, E, D> binding, T value) throws Exception {
    return binding.encode(binding.fromModel(value));
  }
}
