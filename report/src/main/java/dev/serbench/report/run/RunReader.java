package dev.serbench.report.run;

import dev.serbench.report.ReportException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Opens a results directory: both {@code jmh.json} and {@code metadata.json} must be there;
 * {@code allocs.json} and {@code robustness.json} are read when present.
 */
public final class RunReader {

  public static final String JMH_FILE = "jmh.json";
  public static final String METADATA_FILE = "metadata.json";
  public static final String ALLOCS_FILE = "allocs.json";
  public static final String ROBUSTNESS_FILE = "robustness.json";
  /** The journal of a run that has not finished (see the harness's RunJournal). */
  public static final String JOURNAL_FILE = "jmh.jsonl";
  /** What a run planned and how far it got (see the harness's RunState). */
  public static final String STATE_FILE = "run-state.json";

  private RunReader() {}

  public static Run read(Path dir) throws ReportException {
    if (!Files.exists(dir)) {
      throw new ReportException(dir + ": results directory does not exist");
    }
    if (!Files.isDirectory(dir)) {
      throw new ReportException(dir + ": not a directory (expected a results directory with "
          + JMH_FILE + " and " + METADATA_FILE + ")");
    }
    Path metadata = dir.resolve(METADATA_FILE);
    Path jmh = dir.resolve(JMH_FILE);
    // metadata.json is checked first: a run without it is refused, never guessed from jmh.json.
    if (!Files.isRegularFile(metadata)) {
      throw new ReportException(metadata + ": missing: a results directory needs " + METADATA_FILE
          + " (see docs/results-format.md)");
    }
    Path state = dir.resolve(STATE_FILE);
    Path journal = dir.resolve(JOURNAL_FILE);
    Run.Partial partial = Files.isRegularFile(state) ? partial(state) : null;
    JmhResults results;
    if (partial != null && !Files.isRegularFile(jmh) && Files.isRegularFile(journal)) {
      results = JmhResultReader.readJournal(journal);
    } else if (!Files.isRegularFile(jmh)) {
      throw new ReportException(jmh + ": missing: a results directory needs " + JMH_FILE
          + (partial != null ? " (or, for a run that has not finished, " + JOURNAL_FILE + ")" : "")
          + " (see docs/results-format.md)");
    } else {
      results = JmhResultReader.read(jmh);
    }
    Path source = Files.isRegularFile(jmh) ? jmh : journal;
    if (results.results().isEmpty()) {
      throw new ReportException(source + ": no benchmark results (an empty run renders nothing worth showing)");
    }
    RunMetadata meta = MetadataReader.read(metadata);
    java.util.Set<String> declared = new java.util.HashSet<>();
    meta.codecs().forEach(c -> declared.add(c.id()));
    for (ResultKey key : results.results().keySet()) {
      if (!declared.contains(key.codec())) {
        throw new ReportException(source + ": codec '" + key.codec() + "' has results but is not in "
            + metadata + "'s codecs");
      }
    }
    if (partial != null) {
      partial = new Run.Partial(results.results().size(), partial.planned());
    }
    Path allocs = dir.resolve(ALLOCS_FILE);
    Path robustness = dir.resolve(ROBUSTNESS_FILE);
    return new Run(dir, meta, results,
        Files.exists(allocs) ? AllocsReader.read(allocs) : null,
        Files.exists(robustness) ? RobustnessReader.read(robustness) : null, partial);
  }

  /** The progress of a run whose state says it has not finished; null for a finished one. */
  private static Run.Partial partial(Path state) throws ReportException {
    com.fasterxml.jackson.databind.JsonNode root = JsonFiles.read(state);
    String phase = JsonFiles.text(root, "phase");
    if (phase.equals("finished")) {
      return null;
    }
    com.fasterxml.jackson.databind.JsonNode planned = root.get("planned");
    if (planned == null || !planned.isArray()) {
      throw new ReportException(state + ": missing the planned benchmarks");
    }
    return new Run.Partial(0, planned.size());
  }
}
