package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run --shard 1/2} and {@code --shard 2/2} of a tiny selection (the shaded jar, quick settings) plan and time together exactly what the unsplit run does, with its settings: what
 * {@code report} merges them from.
 */
class ShardRunIT {

  private static final Path JAR = Path.of("target", "benchmarks.jar").toAbsolutePath();
  private static final String[] SELECTION = {"run", "--quick", "--no-allocs", "--codecs", "raw,noop",
      "--datasets", "small,person"};
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir
  Path temp;

  private int run(Path out, String... more) throws Exception {
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-D" + RunLock.FILE_PROPERTY + "=" + temp.resolve("serbench.lock"), "-jar", JAR.toString()));
    command.addAll(List.of(SELECTION));
    command.addAll(List.of(more));
    command.addAll(List.of("--out", out.toString()));
    Process p = new ProcessBuilder(command).redirectErrorStream(true)
        .redirectOutput(temp.resolve(out.getFileName() + ".log").toFile()).start();
    assertTrue(p.waitFor(5, TimeUnit.MINUTES));
    return p.exitValue();
  }

  @Test
  void twoShardsTimeWhatTheUnsplitRunTimesWithItsSettings() throws Exception {
    Path whole = temp.resolve("whole");
    Path first = temp.resolve("shard-1");
    Path second = temp.resolve("shard-2");
    assertEquals(0, run(whole), () -> log(whole));
    assertEquals(0, run(first, "--shard", "1/2"), () -> log(first));
    assertEquals(0, run(second, "--shard", "2/2"), () -> log(second));
    assertTrue(log(first).contains("Shard 1/2: "), log(first));
    // A quick run's JVM per codec ran each dataset in a class loader of its own (PairRun.ISOLATE_DATASETS).
    for (JsonNode row : JSON.readTree(whole.resolve("jmh.json").toFile())) {
      assertEquals("[\"serbench-" + row.get("params").get("dataset").asText() + "\"]",
          row.get("serbench").get("classLoaders").toString(), row.get("params").toString());
    }

    JsonNode wholeState = read(whole, RunState.FILE);
    List<String> selection = texts(wholeState.get("planned"));
    assertFalse(wholeState.has("shard"));
    Set<String> planned = new HashSet<>();
    List<String> timed = new ArrayList<>();
    for (Path shard : List.of(first, second)) {
      JsonNode state = read(shard, RunState.FILE);
      assertEquals(selection, texts(state.get("selection")), shard + " records the whole selection");
      for (String key : texts(state.get("planned"))) {
        assertTrue(planned.add(key), key + " is in one shard only");
      }
      timed.addAll(keys(shard));
    }
    assertEquals(new HashSet<>(selection), planned, "the shards plan the selection");
    assertEquals(selection, selection.stream().filter(timed::contains).toList());
    assertEquals(keys(whole), selection.stream().filter(timed::contains).toList(), "the same rows as the unsplit run");

    JsonNode wholeMeta = read(whole, "metadata.json");
    Set<String> timedPairs = new HashSet<>();
    for (Path shard : List.of(first, second)) {
      JsonNode meta = read(shard, "metadata.json");
      assertEquals(wholeMeta.get("jmh"), meta.get("jmh"));
      // The machine's speed, probed before the first measuring JVM and after the last.
      JsonNode speed = meta.get("machineSpeed");
      assertTrue(speed.get("probes").asInt() >= 2, shard + ": " + speed);
      assertEquals(speed.get("probes").asInt(), speed.get("samples").size());
      assertTrue(log(shard).contains("Machine speed: "), log(shard));
      assertEquals(wholeMeta.get("codecs"), meta.get("codecs"));
      assertEquals(selection.size(), meta.get("selectionBenchmarks").asInt());
      assertEquals(texts(read(shard, RunState.FILE).get("planned")).size(), meta.get("shardBenchmarks").asInt());
      assertEquals(untimed(wholeMeta.get("pairs")), untimed(meta.get("pairs")), "the same validation");
      meta.get("pairs").forEach(p -> {
        if (p.get("timed").asBoolean()) {
          assertTrue(timedPairs.add(p.get("codec").asText() + "|" + p.get("dataset").asText()));
        }
      });
    }
    assertEquals("1/2", read(first, "metadata.json").get("shard").asText());
    Set<String> wholeTimed = new HashSet<>();
    wholeMeta.get("pairs").forEach(p -> {
      if (p.get("timed").asBoolean()) {
        wholeTimed.add(p.get("codec").asText() + "|" + p.get("dataset").asText());
      }
    });
    assertEquals(4, wholeTimed.size());
    assertEquals(wholeTimed, timedPairs);
  }

  private String log(Path out) {
    try {
      return Files.readString(temp.resolve(out.getFileName() + ".log"));
    } catch (IOException e) {
      return e.toString();
    }
  }

  private static JsonNode read(Path dir, String file) throws IOException {
    return JSON.readTree(dir.resolve(file).toFile());
  }

  private static List<String> keys(Path dir) throws IOException {
    List<String> keys = new ArrayList<>();
    read(dir, "jmh.json").forEach(e -> keys.add(RunJournal.key(e)));
    return keys;
  }

  private static List<String> texts(JsonNode array) {
    List<String> out = new ArrayList<>();
    array.forEach(n -> out.add(n.asText()));
    return out;
  }

  private static List<JsonNode> untimed(JsonNode pairs) {
    List<JsonNode> copies = new ArrayList<>();
    pairs.forEach(p -> copies.add(((ObjectNode) p.deepCopy()).put("timed", false)));
    return copies;
  }
}
