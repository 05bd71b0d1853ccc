package dev.serbench.harness;

import com.fasterxml.jackson.databind.JsonNode;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Dataset;
import dev.serbench.api.Operation;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.VerboseMode;
import org.openjdk.jmh.runner.format.OutputFormatFactory;

/**
 * Runs JMH over the validated pairs. JMH times the cross product of its parameters and methods, so
 * pairs are grouped: datasets that the same codecs passed, with the same operations, share one JMH
 * run, and datasets of another memory class run with their own heap. Each codec is timed in the
 * operations it declares ({@link CodecProperties#operations()}). Each benchmark is its own JMH run,
 * whose results go to the run's journal as soon as it ends ({@link RunJournal}).
 */
final class BenchmarkRunner {


  private final CommandLineOptions cli;
  private final JmhSettings settings;
  /** The JVM arguments of the forks, by dataset id. */
  private final Map<String, List<String>> forkJvmArgs = new LinkedHashMap<>();

  /** Provider class name by codec id. */
  private final Map<String, String> codecClasses = new LinkedHashMap<>();

  BenchmarkRunner(CommandLineOptions cli, JmhSettings settings, List<dev.serbench.api.Codec> codecs) {
    this.cli = cli;
    this.settings = settings;
    codecs.forEach(c -> codecClasses.put(c.id(), c.getClass().getName()));
  }

  /** One JMH run: these codecs on these datasets, timing these operations, in forks with this much memory. */
  record Group(Set<String> codecs, Set<Operation> operations, List<Dataset<?>> datasets, JmhSettings.Memory memory) {

    /** JMH's include pattern for the group's benchmark methods. */
    String include() {
      return "^" + Pattern.quote(CodecBenchmark.class.getName()) + "\\.("
          + operations.stream().map(Operation::method).collect(Collectors.joining("|")) + ")$";
    }
  }

  /** Groups the passed pairs for JMH (see the class comment), in dataset order. */
  static List<Group> group(List<PairCheck> passed) {
    // dataset id -> operations -> codec ids
    Map<String, Map<Set<Operation>, Set<String>>> codecsByDataset = new LinkedHashMap<>();
    Map<String, Long> largestEncoded = new LinkedHashMap<>();
    Map<String, Long> totalEncoded = new LinkedHashMap<>();
    Map<String, Dataset<?>> datasets = new LinkedHashMap<>();
    for (PairCheck check : passed) {
      String id = check.dataset().id();
      codecsByDataset.computeIfAbsent(id, k -> new LinkedHashMap<>())
          .computeIfAbsent(check.codec().properties().operations(), k -> new LinkedHashSet<>())
          .add(check.codec().id());
      largestEncoded.merge(id, check.sizes().max(), Math::max);
      totalEncoded.merge(id, total(check), Math::max);
      datasets.put(id, check.dataset());
    }
    Map<String, Group> groups = new LinkedHashMap<>();
    for (Map.Entry<String, Map<Set<Operation>, Set<String>>> entry : codecsByDataset.entrySet()) {
      Dataset<?> dataset = datasets.get(entry.getKey());
      JmhSettings.Memory memory = JmhSettings.Memory.of(dataset.large(), largestEncoded.get(entry.getKey()),
          totalEncoded.get(entry.getKey()));
      for (Map.Entry<Set<Operation>, Set<String>> byOperations : entry.getValue().entrySet()) {
        String key = memory + "|" + byOperations.getKey() + "|" + byOperations.getValue();
        groups.computeIfAbsent(key, k -> new Group(byOperations.getValue(), byOperations.getKey(), new ArrayList<>(), memory))
            .datasets().add(dataset);
      }
    }
    return List.copyOf(groups.values());
  }

  /**
   * Groups for a quick run: one per codec, with all the datasets it passed, in forks-0 JVMs of their
   * own ({@link InProcessRun}); the heap is the largest memory class among its datasets.
   */
  static List<Group> groupByCodec(List<PairCheck> passed) {
    Map<String, Group> groups = new LinkedHashMap<>();
    Map<String, Long> largestEncoded = new LinkedHashMap<>();
    Map<String, Long> totalEncoded = new LinkedHashMap<>();
    passed.forEach(c -> largestEncoded.merge(c.dataset().id(), c.sizes().max(), Math::max));
    passed.forEach(c -> totalEncoded.merge(c.dataset().id(), total(c), Math::max));
    for (PairCheck check : passed) {
      String codec = check.codec().id();
      JmhSettings.Memory memory = JmhSettings.Memory.of(check.dataset().large(), largestEncoded.get(check.dataset().id()),
          totalEncoded.get(check.dataset().id()));
      Group group = groups.get(codec);
      if (group == null) {
        groups.put(codec, new Group(Set.of(codec), check.codec().properties().operations(),
            new ArrayList<>(List.of(check.dataset())), memory));
      } else {
        group.datasets().add(check.dataset());
        if (memory.compareTo(group.memory()) > 0) {
          groups.put(codec, new Group(group.codecs(), group.operations(), group.datasets(), memory));
        }
      }
    }
    return List.copyOf(groups.values());
  }

  /** The encoded bytes of all of a pair's values. */
  private static long total(PairCheck check) {
    return Math.round(check.sizes().mean() * check.dataset().values().size());
  }

  /** One JMH benchmark: one operation of one codec on one dataset, in forks with this much memory. */
  record Benchmark(Operation operation, String codec, Dataset<?> dataset, JmhSettings.Memory memory) {

    /** "method|codec|dataset", as {@link RunJournal#key} reads it back from JMH's result. */
    String key() {
      return operation.method() + "|" + codec + "|" + dataset.id();
    }

    Group group() {
      return new Group(Set.of(codec), Set.of(operation), List.of(dataset), memory);
    }
  }

  /** The benchmarks of the groups, in run order: by group, then dataset, codec and operation. */
  static List<Benchmark> benchmarks(List<Group> groups) {
    List<Benchmark> benchmarks = new ArrayList<>();
    for (Group group : groups) {
      for (Dataset<?> dataset : group.datasets()) {
        for (String codec : group.codecs()) {
          for (Operation operation : Operation.values()) {
            if (group.operations().contains(operation)) {
              benchmarks.add(new Benchmark(operation, codec, dataset, group.memory()));
            }
          }
        }
      }
    }
    return benchmarks;
  }

  /**
   * Runs one benchmark in its own JMH run (so that every finished benchmark reaches the journal at once,
   * and a resumed run can start at any benchmark), appends its results to the journal and returns them.
   * JMH's own output goes to {@code log}.
   */
  List<JsonNode> runOne(Benchmark benchmark, Path journal, Path scratch, PrintStream log)
      throws IOException, RunnerException {
    Path file = scratch.resolve("jmh-result.json");
    Files.deleteIfExists(file);
    org.openjdk.jmh.runner.options.Options options = options(benchmark.group(), file);
    waitingForJmhLock(() -> new Runner(options, OutputFormatFactory.createFormatInstance(log, VerboseMode.NORMAL)).run(),
        System.err);
    return RunJournal.appendResultFile(journal, file);
  }

  /** A JMH run. */
  interface JmhRun {
    void run() throws RunnerException;
  }

  /** How long a benchmark waits for JMH's machine-wide lock, held by a JMH run that is not serbench's. */
  static final long JMH_LOCK_WAIT_MILLIS = 30 * 60_000;

  /**
   * Runs {@code run}, waiting while another JMH process on the machine holds JMH's lock (serbench's own
   * lock keeps other serbench runs out for the whole run; JMH's is taken per benchmark). Says once that
   * it waits; gives up after {@link #JMH_LOCK_WAIT_MILLIS}.
   */
  static void waitingForJmhLock(JmhRun run, PrintStream err) throws RunnerException {
    long deadline = System.currentTimeMillis() + JMH_LOCK_WAIT_MILLIS;
    boolean said = false;
    while (true) {
      try {
        run.run();
        return;
      } catch (RunnerException e) {
        String message = String.valueOf(e.getMessage());
        if (!message.contains("JMH lock") || System.currentTimeMillis() > deadline) {
          throw e;
        }
        if (!said) {
          err.println("waiting: another JMH process holds JMH's lock (/tmp/jmh.lock); this run goes on when it ends");
          err.flush();
          said = true;
        }
        try {
          Thread.sleep(2_000);
        } catch (InterruptedException interrupted) {
          Thread.currentThread().interrupt();
          throw e;
        }
      }
    }
  }

  /**
   * Quick runs: the benchmarks of one codec, one after the other in one JVM of its own with forks 0
   * ({@link InProcessRun}), which appends each result to the journal as it finishes and prints the
   * progress lines.
   */
  void runInOwnJvm(List<Benchmark> benchmarks, Path journal, Path scratch, Path log, Progress progress)
      throws IOException, RunnerException {
    List<org.openjdk.jmh.runner.options.Options> options = new ArrayList<>();
    List<String> keys = new ArrayList<>();
    for (Benchmark benchmark : benchmarks) {
      options.add(new OptionsBuilder()
          .parent(options(benchmark.group(), scratch.resolve("jmh-result.json")))
          .forks(0)
          .build());
      keys.add(benchmark.key());
    }
    Path optionsFile = scratch.resolve("options.ser");
    try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(Files.newOutputStream(optionsFile))) {
      out.writeObject(new ArrayList<>(options));
      out.writeObject(new ArrayList<>(keys));
    }
    org.openjdk.jmh.runner.options.Options first = options.get(0);
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(first.getJvmArgsPrepend().orElse(List.of()));
    command.addAll(first.getJvmArgs().orElse(List.of()));
    command.addAll(first.getJvmArgsAppend().orElse(List.of()));
    command.addAll(List.of("-cp", System.getProperty("java.class.path"), InProcessRun.class.getName(),
        optionsFile.toString(), journal.toString(), log.toString(), progress.argument()));
    Process process = new ProcessBuilder(command).inheritIO().start();
    int exit;
    try {
      exit = process.waitFor();
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
      throw new RunnerException("interrupted");
    }
    if (exit == 3) {
      throw new RunnerException("the JVM of codec " + benchmarks.get(0).codec() + " could not start JMH (see "
          + log + ")");
    }
  }

  /** The JVM arguments the forks got, by dataset id, as recorded for the metadata. */
  Map<String, List<String>> forkJvmArgs() {
    return Map.copyOf(forkJvmArgs);
  }

  private org.openjdk.jmh.runner.options.Options options(Group group, Path resultFile) {
    ChainedOptionsBuilder builder = new OptionsBuilder()
        .parent(cli)
        .include(group.include())
        .param("codec", group.codecs().toArray(String[]::new))
        .param("dataset", group.datasets().stream().map(Dataset::id).toArray(String[]::new))
        .addProfiler(GCProfiler.class)
        .resultFormat(ResultFormatType.JSON)
        .result(resultFile.toString())
        .shouldFailOnError(false);
    settings.applyTo(builder);
    // Tells each fork which provider class to instantiate (TimedPair.CODEC_CLASSES); not a JVM setting,
    // so it is not recorded among the fork arguments.
    builder.jvmArgsPrepend("-D" + TimedPair.CODEC_CLASSES + "=" + group.codecs().stream()
        .map(id -> id + "=" + codecClasses.get(id)).collect(Collectors.joining(",")), ChildWatchdog.jvmArg());
    if (!cli.getJvmArgs().hasValue()) {
      builder.jvmArgs(group.memory().jvmArgs.toArray(String[]::new));
      for (Dataset<?> dataset : group.datasets()) {
        forkJvmArgs.put(dataset.id(), group.memory().jvmArgs);
      }
    } else {
      for (Dataset<?> dataset : group.datasets()) {
        forkJvmArgs.put(dataset.id(), List.copyOf(cli.getJvmArgs().get()));
      }
    }
    if (cli.getJvmArgsAppend().hasValue()) {
      for (Dataset<?> dataset : group.datasets()) {
        List<String> args = new ArrayList<>(forkJvmArgs.get(dataset.id()));
        args.addAll(cli.getJvmArgsAppend().get());
        forkJvmArgs.put(dataset.id(), List.copyOf(args));
      }
    }
    return builder.build();
  }
}
