package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serbench.api.Codec;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Operation;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code robustness} over every registered codec on one small dataset, as a user runs it. */
class RobustnessCommandTest {

  private static final List<String> OUTCOMES = List.of("clean-exception", "wrong-value", "same-value", "hang",
      "out-of-memory", "other-error", "jvm-crash");

  @Test
  void everyRegisteredDecoderGetsAllSevenCounts(@TempDir Path dir) throws Exception {
    CliTest.Outcome o = CliTest.run("robustness", "--datasets", "small", "--inputs", "20", "--timeout-millis", "300",
        "--max-hangs", "1", "--out", dir.toString());
    assertEquals(0, o.code(), o.out() + o.err());
    assertTrue(o.out().contains("Duration: "), o.out());
    JsonNode root = new ObjectMapper().readTree(dir.resolve("robustness.json").toFile());
    assertEquals(1, root.get("formatVersion").asInt());
    assertEquals(20, root.get("settings").get("inputsPerPair").asInt());
    assertEquals(OUTCOMES, toList(root.get("outcomes")));
    Set<String> tested = new TreeSet<>();
    for (JsonNode pair : root.get("pairs")) {
      assertEquals("small", pair.get("dataset").asText());
      assertEquals(OUTCOMES, fieldNames(pair.get("counts")), pair.toString());
      int sum = 0;
      for (String outcome : OUTCOMES) {
        sum += pair.get("counts").get(outcome).asInt();
      }
      assertEquals(pair.get("inputs").asInt(), sum, pair.toString());
      assertTrue(pair.get("inputs").asInt() >= 1, pair.toString());
      tested.add(pair.get("codec").asText());
    }
    Set<String> decoders = new TreeSet<>();
    for (Codec codec : CodecRegistry.load().all()) {
      if (codec.properties().times(Operation.DECODE) && !Set.of("memcpy", "noop").contains(codec.id())) {
        decoders.add(codec.id());
      }
    }
    assertEquals(decoders, tested);
    for (JsonNode skip : root.get("skipped")) {
      assertTrue(!decoders.contains(skip.get("codec").asText()), skip.toString());
    }
  }

  @Test
  void badNumbersAreUsageErrors() {
    assertEquals(2, CliTest.run("robustness", "--inputs", "0").code());
    assertEquals(2, CliTest.run("robustness", "--datasets", "persn").code());
  }

  private static List<String> toList(JsonNode array) {
    List<String> list = new ArrayList<>();
    array.forEach(n -> list.add(n.asText()));
    return list;
  }

  private static List<String> fieldNames(JsonNode object) {
    List<String> names = new ArrayList<>();
    object.fieldNames().forEachRemaining(names::add);
    return names;
  }
}
