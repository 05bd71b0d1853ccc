package dev.serbench.harness;

import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.Options;

/**
 * The JVM of one codec in a quick run: runs the JMH options it is given (forks 0, so every benchmark
 * of that codec runs in this JVM, one after the other) and writes the results for the runner.
 *
 * <p>Quick runs use it to pay one JVM start per codec instead of one per benchmark: with 30 codecs,
 * 30 datasets and up to four operations, forking every benchmark costs more in JVM start-up than in
 * measurement. The price, stated wherever quick results are shown: a codec's datasets share one JIT
 * profile, so its call sites may be less specialised than in a forked run.
 */
public final class InProcessRun {

  private InProcessRun() {}

  /** Arguments: the serialized {@link Options} file and the file to write the serialized results to. */
  public static void main(String[] args) throws IOException, ClassNotFoundException {
    Options options;
    try (ObjectInputStream in = new ObjectInputStream(Files.newInputStream(Path.of(args[0])))) {
      options = (Options) in.readObject();
    }
    Collection<RunResult> results;
    try {
      results = new Runner(options).run();
    } catch (RunnerException e) {
      System.err.println("error: JMH could not run: " + e.getMessage());
      System.exit(3);
      return;
    }
    try (ObjectOutputStream out = new ObjectOutputStream(Files.newOutputStream(Path.of(args[1])))) {
      out.writeObject(new ArrayList<>(results));
    }
    System.exit(0);
  }
}
