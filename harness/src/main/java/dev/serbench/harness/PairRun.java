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
 * the codec in one JVM, each dataset in a class loader of its own: {@link #ISOLATE_DATASETS}) and prints
 * the progress lines itself.
 */
public final class PairRun {

  private PairRun() {}

  /** What one JVM runs: JMH options (forks 0) and the "method|codec|dataset" key of each. */
  record Work(List<Options> options, List<String> keys, int fork) implements java.io.Serializable {}

  /**
   * Set to {@code true} on a quick run's measuring JVMs of more than one dataset (one per codec, started by
   * {@link ClassPathLauncher}):
   * each dataset's benchmarks then run in a class loader of their own, with fresh copies of JMH's, the
   * harness's, the codec's and its library's classes, so that no JIT profile of those is shared across
   * datasets (the JDK's own classes are shared). In one shared JVM, {@code json-jackson}'s {@code small}
   * encode measured 33 times its own-JVM figure after the codec had served other datasets: call sites in
   * its serializers had seen every dataset's types.
   */
  static final String ISOLATE_DATASETS = "serbench.isolateDatasets";

  /** What {@link #runOne} returns when JMH could not run: this prefix, then JMH's message. */
  private static final String JMH_FAILED = "!";

  /**
   * Arguments: the serialized {@link Work}, the fork journal, the JMH log, and the progress state
   * ("-" when the parent prints the progress).
   */
  public static void main(String[] args) throws Exception {
    ChildWatchdog.start();
    Work work;
    try (ObjectInputStream in = new ObjectInputStream(Files.newInputStream(Path.of(args[0])))) {
      work = (Work) in.readObject();
    }
    Path journal = Path.of(args[1]);
    Progress progress = args[3].equals("-") ? null : Progress.parse(args[3]);
    // Set by the runner only for a JVM of more than one dataset (one dataset needs no loader of its own).
    boolean isolate = Boolean.getBoolean(ISOLATE_DATASETS);
    java.net.URLClassLoader loader = null;
    String loaderDataset = null;
    for (int i = 0; i < work.options().size(); i++) {
      String key = work.keys().get(i);
      String result;
      if (isolate) {
        String dataset = key.substring(key.lastIndexOf('|') + 1);
        if (!dataset.equals(loaderDataset)) {
          if (loader != null) {
            loader.close();
          }
          loader = datasetLoader(dataset);
          loaderDataset = dataset;
        }
        result = runIsolated(loader, args[0], i, args[2]);
      } else {
        result = runOne(args[0], i, args[2]);
      }
      if (result.startsWith(JMH_FAILED)) {
        System.err.println("error: JMH could not run: " + result.substring(JMH_FAILED.length()));
        System.exit(3);
        return;
      }
      List<JsonNode> entries = new ArrayList<>();
      RunJournal.JSON.readTree(result).forEach(entries::add);
      RunJournal.append(journal, entries);
      if (progress != null) {
        // The row as the parent's table will show it (serbench's interval over this fork's iterations),
        // not JMH's own 99.9% error: the progress line and the table give the same figure.
        List<JsonNode> rows = entries.stream().<JsonNode>map(e -> RowStatistics.merge(List.of(e))).toList();
        progress.finished(key, rows, System.out,
            Progress.endOfPair(key, i + 1 < work.keys().size() ? work.keys().get(i + 1) : null));
      }
    }
    if (loader != null) {
      loader.close();
    }
    System.exit(0);
  }

  /**
   * Runs benchmark {@code index} of the work in {@code workFile} with JMH in this JVM (in the class loader
   * of this class) and returns its fork results, annotated ({@link #annotate}), as a JSON array; or
   * {@value #JMH_FAILED} and JMH's message when JMH could not run.
   */
  static String runOne(String workFile, int index, String logFile) throws IOException, ClassNotFoundException {
    Work work;
    try (ObjectInputStream in = new ObjectInputStream(Files.newInputStream(Path.of(workFile)))) {
      work = (Work) in.readObject();
    }
    Options benchmark = work.options().get(index);
    Path result = Path.of(benchmark.getResult().get());
    Files.deleteIfExists(result);
    CodecBenchmark.lastWarmup = null;
    long start = System.nanoTime();
    try (PrintStream log = new PrintStream(new FileOutputStream(logFile, true), true, StandardCharsets.UTF_8)) {
      BenchmarkRunner.waitingForJmhLock(
          () -> new Runner(benchmark, OutputFormatFactory.createFormatInstance(log, VerboseMode.NORMAL)).run(),
          System.err);
    } catch (RunnerException e) {
      return JMH_FAILED + e.getMessage();
    }
    long runMillis = (System.nanoTime() - start) / 1_000_000;
    com.fasterxml.jackson.databind.node.ArrayNode entries = RunJournal.JSON.createArrayNode();
    if (Files.exists(result) && Files.size(result) > 0) {
      RunJournal.readResultFile(result).forEach(entries::add);
    }
    for (JsonNode entry : entries) {
      annotate((ObjectNode) entry, work.fork(), runMillis);
    }
    return RunJournal.JSON.writeValueAsString(entries);
  }

  /**
   * A class loader of the harness's class path over the platform loader: fresh copies of every class but the
   * JDK's. The JVM was started by {@link ClassPathLauncher}, so the system class loader holds none of them.
   */
  private static java.net.URLClassLoader datasetLoader(String dataset) throws IOException {
    return ClassPathLauncher.loader("serbench-" + dataset, ClassPathLauncher.harnessClassPath());
  }

  /** {@link #runOne} of the copy of this class in {@code loader}, with it as the context class loader. */
  private static String runIsolated(ClassLoader loader, String workFile, int index, String logFile) throws Exception {
    Thread thread = Thread.currentThread();
    ClassLoader before = thread.getContextClassLoader();
    thread.setContextClassLoader(loader);
    try {
      java.lang.reflect.Method runOne = Class.forName(PairRun.class.getName(), true, loader)
          .getDeclaredMethod("runOne", String.class, int.class, String.class);
      runOne.setAccessible(true);
      return (String) runOne.invoke(null, workFile, index, logFile);
    } catch (java.lang.reflect.InvocationTargetException e) {
      throw e.getCause() instanceof Exception cause ? cause : e;
    } finally {
      thread.setContextClassLoader(before);
    }
  }

  /** Adds {@code serbench}: the fork's number, what its warm-up did, and the time its JMH run took. */
  private static void annotate(ObjectNode entry, int fork, long runMillis) {
    ObjectNode serbench = entry.putObject("serbench");
    serbench.put("fork", fork);
    serbench.put("runMillis", runMillis);
    serbench.put("prepareMillis", CodecBenchmark.lastPrepareNanos / 1_000_000);
    String loader = PairRun.class.getClassLoader().getName();
    if (loader != null && loader.startsWith("serbench-")) {
      serbench.put("classLoader", loader); // a dataset's own class loader (ISOLATE_DATASETS)
    }
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
