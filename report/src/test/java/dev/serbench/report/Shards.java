package dev.serbench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Splits a fixture run into the directories {@code run --shard K/N} would have written for it: each
 * (codec, dataset) pair's rows go to shard (pair index mod N) + 1, with the plan and the whole selection
 * in run-state.json, the shard's pairs timed in metadata.json and its allocation counts; robustness.json
 * stays with shard 1 (the robustness pass is not sharded).
 */
final class Shards {

  private static final ObjectMapper JSON = new ObjectMapper();

  private Shards() {}

  /** The N shard directories {@code parent/<name>-K} of a copy of {@code unsplit}. */
  static List<Path> split(Path unsplit, Path parent, String name, int count) throws IOException {
    JsonNode jmh = JSON.readTree(unsplit.resolve("jmh.json").toFile());
    Map<String, Integer> shardOfPair = new LinkedHashMap<>();
    List<String> selection = new ArrayList<>();
    for (JsonNode e : jmh) {
      String pair = pair(e.get("params").get("codec").asText(), e.get("params").get("dataset").asText());
      shardOfPair.putIfAbsent(pair, shardOfPair.size() % count);
      selection.add(key(e));
    }
    List<Path> dirs = new ArrayList<>();
    for (int k = 0; k < count; k++) {
      int shard = k;
      String label = (k + 1) + "/" + count;
      Path dir = parent.resolve(name + "-" + (k + 1));
      Files.createDirectories(dir);
      try (var files = Files.list(unsplit)) {
        for (Path f : files.filter(Files::isRegularFile).toList()) {
          Files.copy(f, dir.resolve(f.getFileName()));
        }
      }
      ArrayNode kept = JSON.createArrayNode();
      List<String> planned = new ArrayList<>();
      for (JsonNode e : jmh) {
        if (shardOfPair.get(pair(e.get("params").get("codec").asText(), e.get("params").get("dataset").asText())) == k) {
          kept.add(e);
          planned.add(key(e));
        }
      }
      write(dir.resolve("jmh.json"), kept);
      Fixtures.editJson(dir, "metadata.json", root -> {
        ObjectNode m = (ObjectNode) root;
        m.put("command", m.get("command").asText() + " --shard " + label);
        m.put("shard", label);
        m.get("pairs").forEach(p -> ((ObjectNode) p).put("timed", p.path("timed").asBoolean()
            && shardOfPair.getOrDefault(pair(p.get("codec").asText(), p.get("dataset").asText()), -1) == shard));
      });
      keepAllocs(dir, k, item -> shardOfPair.getOrDefault(
          pair(item.get("codec").asText(), item.get("dataset").asText()), -1) == shard);
      ObjectNode state = finishedState("--shard", label, planned);
      state.put("shard", label);
      selection.forEach(state.putArray("selection")::add);
      write(dir.resolve("run-state.json"), state);
      dirs.add(dir);
    }
    return dirs;
  }

  /**
   * The directories {@code run --quick --datasets D1,D2 --out parent/<name>-K} would have written for each
   * group of datasets of a copy of {@code unsplit}: its rows, datasets, pairs and allocation counts, its
   * plan in run-state.json (no shard); robustness.json stays with the first.
   */
  static List<Path> byDatasets(Path unsplit, Path parent, String name, List<List<String>> groups) throws IOException {
    JsonNode jmh = JSON.readTree(unsplit.resolve("jmh.json").toFile());
    List<Path> dirs = new ArrayList<>();
    for (int k = 0; k < groups.size(); k++) {
      List<String> mine = groups.get(k);
      Path dir = parent.resolve(name + "-" + (k + 1));
      Files.createDirectories(dir);
      try (var files = Files.list(unsplit)) {
        for (Path f : files.filter(Files::isRegularFile).toList()) {
          Files.copy(f, dir.resolve(f.getFileName()));
        }
      }
      ArrayNode kept = JSON.createArrayNode();
      List<String> planned = new ArrayList<>();
      for (JsonNode e : jmh) {
        if (mine.contains(e.get("params").get("dataset").asText())) {
          kept.add(e);
          planned.add(key(e));
        }
      }
      write(dir.resolve("jmh.json"), kept);
      String datasets = String.join(",", mine);
      Fixtures.editJson(dir, "metadata.json", root -> {
        ObjectNode m = (ObjectNode) root;
        m.put("command", "java -jar harness/target/benchmarks.jar run --quick --datasets " + datasets);
        for (String list : List.of("datasets", "pairs")) {
          ArrayNode items = (ArrayNode) m.get(list);
          String field = list.equals("datasets") ? "id" : "dataset";
          for (int i = items.size() - 1; i >= 0; i--) {
            if (!mine.contains(items.get(i).get(field).asText())) {
              items.remove(i);
            }
          }
        }
      });
      keepAllocs(dir, k, item -> mine.contains(item.get("dataset").asText()));
      write(dir.resolve("run-state.json"), finishedState("--datasets", datasets, planned));
      dirs.add(dir);
    }
    return dirs;
  }

  /** Keeps the part's allocation entries and failures that {@code mine} accepts; robustness.json stays with part 0. */
  private static void keepAllocs(Path dir, int k, java.util.function.Predicate<JsonNode> mine) throws IOException {
    if (Files.exists(dir.resolve("allocs.json"))) {
      Fixtures.editJson(dir, "allocs.json", root -> {
        for (String list : List.of("entries", "failures")) {
          ArrayNode items = (ArrayNode) root.get(list);
          for (int i = items.size() - 1; i >= 0; i--) {
            if (!mine.test(items.get(i))) {
              items.remove(i);
            }
          }
        }
      });
    }
    if (k > 0) {
      Files.deleteIfExists(dir.resolve("robustness.json"));
    }
  }

  /** The run-state.json of a finished {@code run --quick OPTION VALUE} that planned {@code planned}. */
  private static ObjectNode finishedState(String option, String value, List<String> planned) {
    ObjectNode state = JSON.createObjectNode();
    state.put("formatVersion", 1);
    state.put("command", "java -jar harness/target/benchmarks.jar run --quick " + option + " " + value);
    state.putArray("args").add("--quick").add(option).add(value);
    state.put("startedAt", "2026-12-01T00:00:00Z");
    state.put("phase", "finished");
    planned.forEach(state.putArray("planned")::add);
    state.putArray("failed");
    return state;
  }

  /** Rewrites a part's run-state.json with {@code edit}. */
  static void editState(Path dir, java.util.function.Consumer<ObjectNode> edit) throws IOException {
    Fixtures.editJson(dir, "run-state.json", root -> edit.accept((ObjectNode) root));
  }

  static void write(Path file, JsonNode json) throws IOException {
    JSON.writerWithDefaultPrettyPrinter().writeValue(file.toFile(), json);
  }

  private static String key(JsonNode e) {
    String benchmark = e.get("benchmark").asText();
    return benchmark.substring(benchmark.lastIndexOf('.') + 1) + "|" + e.get("params").get("codec").asText() + "|"
        + e.get("params").get("dataset").asText();
  }

  private static String pair(String codec, String dataset) {
    return codec + "|" + dataset;
  }
}
