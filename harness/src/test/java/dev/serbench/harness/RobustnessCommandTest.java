package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serbench.api.Codec;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Operation;
import java.nio.file.Files;
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

  /**
   * A pass stopped after one of its two pairs (its journal as the first sitting left it) and resumed ends
   * with the same robustness.json pairs as an uninterrupted pass, runs only the missing pair, and deletes
   * its journal.
   */
  @Test
  void aResumedPassEndsAsAnUninterruptedOne(@TempDir Path temp) throws Exception {
    String[] options = {"--codecs", "protobuf,json-jackson", "--datasets", "small", "--inputs", "20",
        "--timeout-millis", "300"};
    Path whole = temp.resolve("whole");
    CliTest.Outcome uninterrupted = CliTest.run(concat(new String[] {"robustness"}, options, "--out", whole.toString()));
    assertEquals(0, uninterrupted.code(), uninterrupted.err());
    JsonNode expected = new ObjectMapper().readTree(whole.resolve("robustness.json").toFile()).get("pairs");
    assertEquals(2, expected.size());

    Path stopped = Files.createDirectories(temp.resolve("stopped"));
    ObjectMapper json = new ObjectMapper();
    var sitting = json.createObjectNode().put("type", "sitting").put("startedAt", "2026-12-03T10:00:00Z")
        .put("command", "java -jar benchmarks.jar robustness ...");
    var args = sitting.putArray("args");
    for (String a : options) {
      args.add(a);
    }
    var first = ((com.fasterxml.jackson.databind.node.ObjectNode) expected.get(0).deepCopy()).put("type", "pair")
        .put("at", "2026-12-03T10:00:30Z");
    Files.writeString(stopped.resolve("robustness.jsonl"), json.writeValueAsString(sitting) + "\n"
        + json.writeValueAsString(first) + "\n" + "{\"type\":\"pair\",\"codec\":\"json-ja");

    CliTest.Outcome resumed = CliTest.run("robustness", "--resume", stopped.toString());
    assertEquals(0, resumed.code(), resumed.out() + resumed.err());
    assertTrue(resumed.out().contains("Resuming the robustness pass in " + stopped), resumed.out());
    assertTrue(resumed.err().contains("1 of 2 pairs were finished by earlier sittings; 1 to run"), resumed.err());
    assertTrue(resumed.err().contains("[2/2] " + expected.get(1).get("codec").asText() + " x small"), resumed.err());
    JsonNode root = json.readTree(stopped.resolve("robustness.json").toFile());
    assertEquals(expected.size(), root.get("pairs").size());
    for (int i = 0; i < expected.size(); i++) {
      assertEquals(expected.get(i).get("codec"), root.get("pairs").get(i).get("codec"));
      assertEquals(expected.get(i).get("counts"), root.get("pairs").get(i).get("counts"));
      assertEquals(expected.get(i).get("examples"), root.get("pairs").get(i).get("examples"));
    }
    assertEquals("2026-12-03T10:00:00Z", root.get("startedAt").asText(), "the pass started with its first sitting");
    assertEquals("java -jar benchmarks.jar robustness ...", root.get("command").asText());
    assertTrue(root.get("durationSeconds").asDouble() >= 30, "the first sitting's time counts");
    assertTrue(Files.notExists(stopped.resolve("robustness.jsonl")), "a finished pass has no journal");

    CliTest.Outcome again = CliTest.run("robustness", "--resume", stopped.toString());
    assertEquals(2, again.code());
    assertTrue(again.err().contains("the robustness pass is finished"), again.err());
  }

  @Test
  void anUnfinishedPassIsNeverOverwrittenNorResumedWithOtherOptions(@TempDir Path dir) throws Exception {
    String journal = "{\"type\":\"sitting\",\"startedAt\":\"2026-12-03T10:00:00Z\",\"command\":\"c\","
        + "\"args\":[\"--datasets\",\"small\"]}\n";
    Files.writeString(dir.resolve("robustness.jsonl"), journal);
    CliTest.Outcome fresh = CliTest.run("robustness", "--datasets", "small", "--out", dir.toString());
    assertEquals(2, fresh.code());
    assertTrue(fresh.err().contains("an unfinished robustness pass is there; continue it with `robustness --resume "),
        fresh.err());
    CliTest.Outcome other = CliTest.run("robustness", "--resume", dir.toString(), "--inputs", "5");
    assertEquals(2, other.code());
    assertTrue(other.err().contains("--resume DIR takes no other option"), other.err());
    assertEquals(journal, Files.readString(dir.resolve("robustness.jsonl")), "nothing on disk changed");

    Files.writeString(dir.resolve("robustness.jsonl"), journal + "{\"type\":\"pair\",\"codec\":\"x\"}\n");
    CliTest.Outcome broken = CliTest.run("robustness", "--resume", dir.toString());
    assertEquals(2, broken.code());
    assertTrue(broken.err().contains(dir.resolve("robustness.jsonl") + ":2: not a robustness journal line"),
        broken.err());
    CliTest.Outcome none = CliTest.run("robustness", "--resume", dir.resolve("elsewhere").toString());
    assertEquals(2, none.code());
    assertTrue(none.err().contains("no unfinished robustness pass"), none.err());
  }

  private static String[] concat(String[] a, String[] b, String... c) {
    List<String> all = new ArrayList<>(List.of(a));
    all.addAll(List.of(b));
    all.addAll(List.of(c));
    return all.toArray(String[]::new);
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
