package dev.serbench.harness.allocs;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The content of {@code allocs.json} (see docs/results-format.md): what the allocation pass counted,
 * and what it could not count, with why.
 *
 * @param agent the agent's Maven coordinates
 * @param command the command line that made the file
 * @param warmupOperations calls before counting, at most (fewer for operations that take long)
 */
public record AllocsFile(String agent, String command, Instant startedAt, Instant finishedAt, int warmupOperations,
    List<Entry> entries, List<Failure> failures) {

  public static final int FORMAT_VERSION = 1;

  /**
   * One counted operation of one pair.
   *
   * @param operation the JMH benchmark method: encode, decode, fromModel or toModel
   * @param operations how many calls were counted
   * @param allocsPerOp objects and arrays allocated per call, as the agent saw them (before escape analysis)
   * @param bytesPerOp their sizes per call, as the agent reports them
   */
  public record Entry(String codec, String dataset, String operation, long operations, double allocsPerOp,
      double bytesPerOp) {}

  /** An operation of a pair that could not be counted, and why. */
  public record Failure(String codec, String dataset, String operation, String message) {}

  /** The entry of one operation of a pair, if it was counted. */
  public Optional<Entry> entry(String codec, String dataset, String operation) {
    return entries.stream()
        .filter(e -> e.codec().equals(codec) && e.dataset().equals(dataset) && e.operation().equals(operation))
        .findFirst();
  }

  public void write(Path file) throws IOException {
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("formatVersion", FORMAT_VERSION);
    root.put("agent", agent);
    root.put("command", command);
    root.put("startedAt", startedAt.toString());
    root.put("finishedAt", finishedAt.toString());
    root.put("warmupOperations", warmupOperations);
    root.put("entries", entries);
    root.put("failures", failures);
    new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(file.toFile(), root);
  }
}
