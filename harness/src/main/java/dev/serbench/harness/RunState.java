package dev.serbench.harness;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code run-state.json}: what a run was asked to do and how far it got, so that {@code run --resume}
 * can continue it with the same settings and {@code report} can tell a finished run from a partial
 * one. Written atomically (a temporary file renamed over the old one) after every benchmark.
 *
 * @param args the {@code run} arguments the run was started with ({@code --out} and {@code --force} removed)
 * @param startedAt when the run was first started
 * @param phase {@code validation} (the round trips, before anything is planned), {@code benchmarks} (JMH),
 *     {@code allocations} (the counting pass) or {@code finished}
 * @param planned the "method|codec|dataset" key of every benchmark, in run order
 * @param failed the planned benchmarks that ran but produced no result
 * @param shard "K/N" for a run of one shard of the selection ({@code run --shard}), null otherwise
 * @param selection for a shard, the key of every benchmark of the whole selection, in run order (what
 *     the shards' plans must cover together, exactly once, to be merged); empty otherwise
 * @param gitCommit the commit the run was started at, with " (dirty)" when the tree had uncommitted
 *     changes, or null (a run started before serbench recorded it): every sitting must run the same code,
 *     and metadata.json names this commit, not the checkout's HEAD when it is written
 */
record RunState(int formatVersion, String command, List<String> args, String startedAt, String phase,
    List<String> planned, List<String> failed, String shard, List<String> selection, String gitCommit) {

  static final String FILE = "run-state.json";
  static final int FORMAT_VERSION = 1;
  /** Validating the pairs (validation.jsonl holds those done); nothing is planned yet. */
  static final String VALIDATION = "validation";
  static final String BENCHMARKS = "benchmarks";
  static final String ALLOCATIONS = "allocations";
  static final String FINISHED = "finished";

  private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  RunState withPhase(String next) {
    return new RunState(formatVersion, command, args, startedAt, next, planned, failed, shard, selection, gitCommit);
  }

  RunState withFailed(List<String> more) {
    List<String> all = new ArrayList<>(failed);
    more.stream().filter(k -> !all.contains(k)).forEach(all::add);
    return new RunState(formatVersion, command, args, startedAt, phase, planned, List.copyOf(all), shard, selection,
        gitCommit);
  }

  void write(Path dir) throws IOException {
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("formatVersion", formatVersion);
    root.put("command", command);
    root.put("args", args);
    root.put("startedAt", startedAt);
    if (gitCommit != null) {
      root.put("gitCommit", gitCommit);
    }
    root.put("phase", phase);
    root.put("planned", planned);
    root.put("failed", failed);
    if (shard != null) {
      root.put("shard", shard);
      root.put("selection", selection);
    }
    AtomicFiles.write(dir.resolve(FILE), JSON.writeValueAsBytes(root));
  }

  /** Reads {@code dir/run-state.json}; a directory without one is not a run that can be resumed. */
  static RunState read(Path dir) throws IOException {
    Path file = dir.resolve(FILE);
    Map<?, ?> root;
    try {
      root = JSON.readValue(file.toFile(), Map.class);
    } catch (java.io.FileNotFoundException | NoSuchFileException e) {
      throw new RefusedException(Main.USAGE, dir + " is not a serbench run directory (no " + FILE + ")");
    } catch (IOException e) {
      throw new OutputException(file + ": unreadable run state: " + e.getMessage(), e);
    }
    Object version = root.get("formatVersion");
    if (!(version instanceof Number n) || n.intValue() != FORMAT_VERSION) {
      throw new RefusedException(Main.USAGE, file + ": formatVersion " + version + " (this serbench reads "
          + FORMAT_VERSION + ")");
    }
    return new RunState(FORMAT_VERSION, (String) root.get("command"), strings(root.get("args")),
        (String) root.get("startedAt"), (String) root.get("phase"), strings(root.get("planned")),
        strings(root.get("failed")), (String) root.get("shard"), strings(root.get("selection")),
        (String) root.get("gitCommit"));
  }

  private static List<String> strings(Object list) {
    List<String> out = new ArrayList<>();
    if (list instanceof List<?> l) {
      l.forEach(o -> out.add(String.valueOf(o)));
    }
    return List.copyOf(out);
  }
}
