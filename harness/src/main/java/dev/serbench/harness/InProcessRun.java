package dev.serbench.harness;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * The JVM of one codec in a quick run: runs the JMH options it is given (forks 0, so every benchmark
 * of that codec runs in this JVM, one after the other), appends each benchmark's results to the run's
 * journal as soon as it ends and prints its progress line.
 *
 * <p>Quick runs use it to pay one JVM start per codec instead of one per benchmark: with 30 codecs,
 * 30 datasets and up to four operations, forking every benchmark costs more in JVM start-up than in
 * measurement. The price, stated wherever quick results are shown: a codec's datasets share one JIT
 * profile, so its call sites may be less specialised than in a forked run.
 */
public final class InProcessRun {

  private InProcessRun() {}

  /** Arguments: the serialized options and keys, the journal, the JMH log, the progress state. */
  @SuppressWarnings("unchecked")
  public static void main(String[] args) throws IOException, ClassNotFoundException {
    ChildWatchdog.start();
    List<Options> options;
    List<String> keys;
    try (ObjectInputStream in = new ObjectInputStream(Files.newInputStream(Path.of(args[0])))) {
      options = (List<Options>) in.readObject();
      keys = (List<String>) in.readObject();
    }
    Path journal = Path.of(args[1]);
    Progress progress = Progress.parse(args[3]);
    try (PrintStream log = new PrintStream(new FileOutputStream(args[2], true), true, StandardCharsets.UTF_8)) {
      for (int i = 0; i < options.size(); i++) {
        Options benchmark = options.get(i);
        Path result = Path.of(benchmark.getResult().get());
        Files.deleteIfExists(result);
        try {
          BenchmarkRunner.waitingForJmhLock(
              () -> new Runner(benchmark, OutputFormatFactory.createFormatInstance(log, VerboseMode.NORMAL)).run(),
              System.err);
        } catch (RunnerException e) {
          System.err.println("error: JMH could not run: " + e.getMessage());
          System.exit(3);
          return;
        }
        List<JsonNode> entries = RunJournal.appendResultFile(journal, result);
        progress.finished(keys.get(i), entries, System.out,
            Progress.endOfPair(keys.get(i), i + 1 < keys.size() ? keys.get(i + 1) : null));
      }
    }
    System.exit(0);
  }
}
