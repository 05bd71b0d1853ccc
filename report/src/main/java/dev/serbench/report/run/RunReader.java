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
    if (!Files.isRegularFile(jmh)) {
      throw new ReportException(jmh + ": missing: a results directory needs " + JMH_FILE
          + " (see docs/results-format.md)");
    }
    Path allocs = dir.resolve(ALLOCS_FILE);
    Path robustness = dir.resolve(ROBUSTNESS_FILE);
    return new Run(dir, MetadataReader.read(metadata), JmhResultReader.read(jmh),
        Files.exists(allocs) ? AllocsReader.read(allocs) : null,
        Files.exists(robustness) ? RobustnessReader.read(robustness) : null);
  }
}
