package dev.serbench.report.go;

import dev.serbench.report.ReportException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The Go run that serbench's {@code go} command wrote into a results directory ({@value #FILE}): the
 * Go studies' benchmarks run on the same machine as the JVM run, read without any {@code --go} flag.
 */
public final class SameMachineGo {

  /** Where the {@code go} command writes Go's output, relative to the results directory. */
  public static final String FILE = "go/bench.txt";

  private SameMachineGo() {}

  /** The results directory's Go run, or null when it has none. */
  public static GoBenchFile read(Path resultsDir) throws ReportException {
    Path file = resultsDir.resolve(FILE);
    return Files.isRegularFile(file) ? GoBenchReader.read(file) : null;
  }
}
