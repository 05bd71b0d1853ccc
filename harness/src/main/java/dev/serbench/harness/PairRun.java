package dev.serbench.harness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.format.OutputFormatFactory;
import org.openjdk.jmh.runner.options.Options;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * One measuring JVM: runs the JMH options it is given one after the other in itself (forks 0) and
 * appends each benchmark's result, with what its warm-up did ({@link SteadyWarmup}), to the run's
 * fork journal as soon as it ends.
 *
 * <p>A full run starts one of these per fork of a (codec, dataset) pair, running that pair's
 * operations: the JVM start, class loading and dataset generation are paid once per pair instead of
 * once per operation, and nothing but that codec on that dataset ever runs in it, so its call sites
 * are as specialised as in a JMH fork of its own. A quick run starts one per codec (every dataset of
 * the codec in one JVM, a shared JIT profile: stated wherever quick results are shown) and prints the
 * progress lines itself.
 */
public final class PairRun {

  private PairRun() {}

  /** What one JVM runs: JMH options (forks 0) and the "method|codec|dataset" key of each. */
  record Work(List<Options> options, List<String> keys, int fork) implements java.io.Serializable {}

  /**
   * Arguments: the serialized {@link Work}, the fork journal, the JMH log, and the progress state
   * ("-" when the parent prints the progress).
   */
  public static void main(String[] args) throws IOException, ClassNotFoundException {
    ChildWatchdog.start();
    Work work;
    try (ObjectInputStream in = new ObjectInputStream(Files.newInputStream(Path.of(args[0])))) {
      work = (Work) in.readObject();
    }
    Path journal = Path.of(args[1]);
    Progress progress = args[3].equals("-") ? null : Progress.parse(args[3]);
    try (PrintStream log = new PrintStream(new FileOutputStream(args[2], true), true, StandardCharsets.UTF_8)) {
      for (int i = 0; i < work.options().size(); i++) {
        Options benchmark = work.options().get(i);
        Path result = Path.of(benchmark.getResult().get());
        Files.deleteIfExists(result);
        CodecBenchmark.lastWarmup = null;
        long start = System.nanoTime();
        try {
          BenchmarkRunner.waitingForJmhLock(
              () -> new Runner(benchmark, OutputFormatFactory.createFormatInstance(log, VerboseMode.NORMAL)).run(),
              System.err);
        } catch (RunnerException e) {
          System.err.println("error: JMH could not run: " + e.getMessage());
          System.exit(3);
          return;
        }
        long runMillis = (System.nanoTime() - start) / 1_000_000;
        List<JsonNode> entries = new ArrayList<>();
        if (Files.exists(result) && Files.size(result) > 0) {
          RunJournal.readResultFile(result).forEach(entries::add);
        }
        for (JsonNode entry : entries) {
          annotate((ObjectNode) entry, work.fork(), runMillis);
        }
        RunJournal.append(journal, entries);
        if (progress != null) {
          String key = work.keys().get(i);
          // The row as the parent's table will show it (serbench's interval over this fork's iterations),
          // not JMH's own 99.9% error: the progress line and the table give the same figure.
          List<JsonNode> rows = entries.stream().<JsonNode>map(e -> RowStatistics.merge(List.of(e))).toList();
          progress.finished(key, rows, System.out,
              Progress.endOfPair(key, i + 1 < work.keys().size() ? work.keys().get(i + 1) : null));
        }
      }
    }
    System.exit(0);
  }

  /** Adds {@code serbench}: the fork's number, what its warm-up did, and the time its JMH run took. */
  private static void annotate(ObjectNode entry, int fork, long runMillis) {
    ObjectNode serbench = entry.putObject("serbench");
    serbench.put("fork", fork);
    serbench.put("runMillis", runMillis);
    serbench.put("prepareMillis", CodecBenchmark.lastPrepareNanos / 1_000_000);
    SteadyWarmup.Result warmup = CodecBenchmark.lastWarmup;
    if (warmup != null) {
      ObjectNode w = serbench.putObject("warmup");
      w.put("invocations", warmup.invocations());
      w.put("millis", warmup.nanos() / 1_000_000);
      w.put("steady", warmup.steady());
      w.put("lastNanosPerCall", warmup.lastNanosPerCall());
      w.put("firstNanosPerCall", warmup.firstNanosPerCall());
    }
  }
}
