package dev.serbench.harness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The single forks of a calibrated run as they finish, before they are merged into rows:
 * {@code forks.jsonl}, one JMH result per measuring JVM and benchmark (appended and forced to disk by
 * {@link PairRun}, like {@link RunJournal}), and {@code jvms.jsonl}, one line per measuring JVM with the
 * benchmarks it ran and its wall time (for the run's time breakdown, {@link TimeBreakdown}). A resumed
 * run reads both back, so the forks of a pair that was interrupted half-way are not measured again.
 */
final class ForkJournal {

  static final String FILE = "forks.jsonl";
  static final String JVMS = "jvms.jsonl";

  private static final ObjectMapper JSON = new ObjectMapper();

  private final Path file;
  private final Path jvms;

  ForkJournal(Path dir) {
    this.file = dir.resolve(FILE);
    this.jvms = dir.resolve(JVMS);
  }

  Path file() {
    return file;
  }

  /** The journal's length now, to read what a measuring JVM adds after it. */
  long size() throws IOException {
    return Files.exists(file) ? Files.size(file) : 0;
  }

  /** The complete entries after byte {@code offset}. */
  List<JsonNode> readFrom(long offset) throws IOException {
    if (!Files.exists(file)) {
      return List.of();
    }
    byte[] all = Files.readAllBytes(file);
    return RunJournal.lines(file, new String(all, (int) Math.min(offset, all.length),
        (int) Math.max(0, all.length - offset), StandardCharsets.UTF_8));
  }

  /** Every fork result so far, by "method|codec|dataset", in the order they finished. */
  Map<String, List<JsonNode>> byKey() throws IOException {
    Map<String, List<JsonNode>> forks = new LinkedHashMap<>();
    for (JsonNode entry : RunJournal.read(file)) {
      forks.computeIfAbsent(RunJournal.key(entry), k -> new ArrayList<>()).add(entry);
    }
    return forks;
  }

  /** Records a measuring JVM: the benchmarks it ran, its fork number and its wall time. */
  void recordJvm(List<String> keys, int fork, long wallMillis) throws IOException {
    ObjectNode line = JSON.createObjectNode();
    line.put("fork", fork);
    line.put("wallMillis", wallMillis);
    keys.forEach(line.putArray("keys")::add);
    RunJournal.append(jvms, List.of(line));
  }

  /** Records the time a phase of the run took (validation, allocations), for the time breakdown. */
  void recordPhase(String phase, long millis) throws IOException {
    ObjectNode line = JSON.createObjectNode();
    line.put("phase", phase);
    line.put("millis", millis);
    RunJournal.append(jvms, List.of(line));
  }

  /** Records one probe of the machine's speed ({@link MachineSpeed}): when, and ns per unit of its workload. */
  void recordSpeed(java.time.Instant at, double nanosPerUnit) throws IOException {
    ObjectNode line = JSON.createObjectNode();
    line.put("phase", MachineSpeed.PHASE);
    line.put("at", at.toString());
    line.put("nanosPerUnit", nanosPerUnit);
    RunJournal.append(jvms, List.of(line));
  }

  /** The measuring JVMs, phases and speed probes recorded so far. */
  List<JsonNode> jvms() throws IOException {
    return RunJournal.read(jvms);
  }
}
