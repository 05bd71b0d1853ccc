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

  /**
   * The results directory's Go run, or null when it has none. A JDK's directory of a run of several JDKs
   * ({@code run --jvm A --jvm B --go}: {@code DIR/jdk-17}, {@code DIR/jdk-25}) shares the Go run beside it,
   * {@code DIR/go/bench.txt}, made in turns with both.
   */
  public static GoBenchFile read(Path resultsDir) throws ReportException {
    Path file = file(resultsDir);
    return file == null ? null : GoBenchReader.read(file);
  }

  /** The file {@link #read} reads, or null when there is none. */
  public static Path file(Path resultsDir) {
    Path own = resultsDir.resolve(FILE);
    if (Files.isRegularFile(own)) {
      return own;
    }
    Path parent = resultsDir.toAbsolutePath().normalize().getParent();
    boolean jdkPart = resultsDir.toAbsolutePath().normalize().getFileName().toString().matches("jdk-\\d+")
        && parent != null && !Files.exists(parent.resolve("run-state.json")) && !Files.exists(parent.resolve("metadata.json"));
    Path shared = jdkPart ? parent.resolve(FILE) : null;
    return shared != null && Files.isRegularFile(shared) ? shared : null;
  }
}
