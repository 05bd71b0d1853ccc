package dev.serbench.harness;

import com.fasterxml.jackson.databind.JsonNode;
import dev.serbench.api.Codec;
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

  /** The JVM arguments that map the run's class-data-sharing archive (none until one is made). */
  private List<String> classDataArchive = List.of();

  /**
   * Makes the run's class-data-sharing archive in {@code scratch} ({@link ClassDataArchive}) for the
   * measuring JVMs; returns whether it could be made.
   */
  boolean useClassDataArchive(Path scratch) throws IOException {
    classDataArchive = ClassDataArchive.create(scratch, codecClasses, jdk.java(),
        declaredJvmArgs(codecClasses.keySet()));
    return !classDataArchive.isEmpty();
  }

  /** The JVM options each codec declares it needs ({@code CodecProperties.jvmArgs()}), by codec id. */
  private final Map<String, List<String>> codecJvmArgs = new LinkedHashMap<>();

  /** The JDK of the timing JVMs. */
  private final ForkJdk jdk;
  /** The machine's speed, probed between measuring JVMs ({@link MachineSpeed}). */
  private final MachineSpeed speed = new MachineSpeed();

  BenchmarkRunner(CommandLineOptions cli, JmhSettings settings, List<dev.serbench.api.Codec> codecs, ForkJdk jdk) {
    this.cli = cli;
    this.settings = settings;
    this.jdk = jdk;
    codecs.forEach(c -> codecClasses.put(c.id(), c.getClass().getName()));
    codecs.forEach(c -> codecJvmArgs.put(c.id(), c.properties().jvmArgs()));
  }

  /** The options the codecs of a JVM declare, each once, in codec order. */
  private List<String> declaredJvmArgs(java.util.Collection<String> codecIds) {
    Set<String> args = new LinkedHashSet<>();
    codecIds.forEach(id -> args.addAll(codecJvmArgs.getOrDefault(id, List.of())));
    return List.copyOf(args);
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
    return Math.round(check.sizes().mean() * check.dataset().valueCount());
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

  /**
   * The benchmarks in the order a run measures them: dataset by dataset (in the selection's order), every
   * codec of a dataset one after the other (in the registry's order), a codec's operations together.
   * The machine's speed drifts by 20% and more within an hour on a shared host, and a full run spans
   * hours (and a resumed one several sittings): the codecs of one table are measured as close together
   * in time as they can be, not a converting codec's rows hours after the others' (the order of the
   * groups).
   */
  static List<Benchmark> inDatasetOrder(List<Benchmark> benchmarks, List<Dataset<?>> datasets, List<Codec> codecs) {
    Map<String, Integer> datasetIndex = new LinkedHashMap<>();
    datasets.forEach(d -> datasetIndex.putIfAbsent(d.id(), datasetIndex.size()));
    Map<String, Integer> codecIndex = new LinkedHashMap<>();
    codecs.forEach(c -> codecIndex.putIfAbsent(c.id(), codecIndex.size()));
    List<Benchmark> ordered = new ArrayList<>(benchmarks);
    // A stable sort: a pair's operations keep their order.
    ordered.sort(java.util.Comparator
        .<Benchmark>comparingInt(b -> datasetIndex.getOrDefault(b.dataset().id(), Integer.MAX_VALUE))
        .thenComparingInt(b -> codecIndex.getOrDefault(b.codec(), Integer.MAX_VALUE)));
    return ordered;
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
   * Runs one benchmark in its own JMH run with JMH's own forks (a run with fixed JMH settings), so that
   * every finished benchmark reaches the journal at once and a resumed run can start at any benchmark;
   * returns its results. JMH's own output goes to {@code log}.
   */
  List<JsonNode> runOne(Benchmark benchmark, Path scratch, PrintStream log) throws IOException, RunnerException {
    Path file = scratch.resolve("jmh-result.json");
    Files.deleteIfExists(file);
    org.openjdk.jmh.runner.options.Options options = options(benchmark.group(), file);
    waitingForJmhLock(() -> new Runner(options, OutputFormatFactory.createFormatInstance(log, VerboseMode.NORMAL)).run(),
        System.err);
    return Files.exists(file) && Files.size(file) > 0 ? RunJournal.readResultFile(file) : List.of();
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
   * Runs the benchmarks of one (codec, dataset) pair in measuring JVMs of their own ({@link PairRun}):
   * {@link JmhSettings#forks} JVMs, then one more for each benchmark whose forks disagree or did not
   * settle ({@link RowStatistics#verdict}; one fork with a 3x longer warm-up for the latter), up to
   * {@link JmhSettings#maxForks}. {@code forks} holds the fork results the run already has (a resumed
   * run), by key, and receives the new ones. Returns one merged row per benchmark that has a result.
   */
  List<JsonNode> runPair(List<Benchmark> pair, Map<String, List<JsonNode>> forks, ForkJournal journal, Path scratch,
      Path log) throws IOException, RunnerException {
    Set<String> failed = new LinkedHashSet<>();
    // A benchmark gets at most one fork with the longer warm-up; then, if still unsteady, its flag.
    Set<String> longerDone = new LinkedHashSet<>();
    while (true) {
      List<Benchmark> again = new ArrayList<>();
      boolean longer = false;
      int fork = 1;
      for (Benchmark benchmark : pair) {
        List<JsonNode> done = forks.getOrDefault(benchmark.key(), List.of());
        fork = Math.max(fork, done.size() + 1);
        if (failed.contains(benchmark.key())) {
          continue;
        }
        if (done.size() < settings.forks) {
          again.add(benchmark);
        } else if (done.size() < settings.maxForks) {
          RowStatistics.Verdict verdict = RowStatistics.verdict(done);
          if (verdict == RowStatistics.Verdict.MORE_FORKS
              || (verdict == RowStatistics.Verdict.LONGER_WARMUP && !longerDone.contains(benchmark.key()))) {
            again.add(benchmark);
            longer |= verdict == RowStatistics.Verdict.LONGER_WARMUP;
          }
        }
      }
      if (again.isEmpty()) {
        break;
      }
      SteadyWarmup.Settings warmup = longer ? settings.steadyWarmup.longer(3) : settings.steadyWarmup;
      if (longer) {
        again.forEach(b -> longerDone.add(b.key()));
      }
      List<JsonNode> added = runJvm(again, fork, warmup, journal, scratch, log, "-");
      Set<String> got = new LinkedHashSet<>();
      for (JsonNode entry : added) {
        forks.computeIfAbsent(RunJournal.key(entry), k -> new ArrayList<>()).add(entry);
        got.add(RunJournal.key(entry));
      }
      again.stream().map(Benchmark::key).filter(k -> !got.contains(k)).forEach(failed::add);
    }
    List<JsonNode> rows = new ArrayList<>();
    for (Benchmark benchmark : pair) {
      List<JsonNode> entries = forks.getOrDefault(benchmark.key(), List.of());
      if (!entries.isEmpty()) {
        rows.add(RowStatistics.merge(entries));
      }
    }
    return rows;
  }

  /**
   * Starts one measuring JVM ({@link PairRun}) for {@code benchmarks} (one pair's, or in a quick run one
   * codec's), with the heap of their largest memory class, waits for it, and returns the fork results it
   * appended to the fork journal. {@code progress} is the child's progress state, or "-" when the
   * caller prints progress.
   */
  List<JsonNode> runJvm(List<Benchmark> benchmarks, int fork, SteadyWarmup.Settings warmup, ForkJournal journal,
      Path scratch, Path log, String progress) throws IOException, RunnerException {
    return runJvm(benchmarks, fork, warmup, journal, scratch, log, progress, false);
  }

  /**
   * As {@link #runJvm(List, int, SteadyWarmup.Settings, ForkJournal, Path, Path, String)}; with
   * {@code isolateDatasets} each dataset's benchmarks run in a class loader of their own
   * ({@link PairRun#ISOLATE_DATASETS}: a quick run's JVM per codec).
   */
  List<JsonNode> runJvm(List<Benchmark> benchmarks, int fork, SteadyWarmup.Settings warmup, ForkJournal journal,
      Path scratch, Path log, String progress, boolean isolateDatasets) throws IOException, RunnerException {
    List<org.openjdk.jmh.runner.options.Options> options = new ArrayList<>();
    List<String> keys = new ArrayList<>();
    for (Benchmark benchmark : benchmarks) {
      options.add(options(benchmark.group(), scratch.resolve("jmh-result.json")));
      keys.add(benchmark.key());
    }
    JmhSettings.Memory memory = largestMemory(benchmarks);
    Path workFile = scratch.resolve("work.ser");
    try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(Files.newOutputStream(workFile))) {
      out.writeObject(new PairRun.Work(options, keys, fork));
    }
    // One dataset (the README's first command) needs no loader of its own: nothing else runs in the JVM.
    isolateDatasets &= benchmarks.stream().map(b -> b.dataset().id()).distinct().count() > 1;
    List<String> command = new ArrayList<>();
    command.add(jdk.java().toString());
    command.add("-D" + TimedPair.CODEC_CLASSES + "=" + benchmarks.stream().map(Benchmark::codec).distinct()
        .map(id -> id + "=" + codecClasses.get(id)).collect(Collectors.joining(",")));
    command.add(ChildWatchdog.jvmArg());
    command.add("-D" + CodecBenchmark.WARMUP + "=" + warmup.argument());
    if (isolateDatasets) {
      command.add("-D" + PairRun.ISOLATE_DATASETS + "=true");
    }
    command.addAll(forkJvmArgs(memory, benchmarks.stream().map(Benchmark::dataset).distinct().toList()));
    command.addAll(declaredJvmArgs(benchmarks.stream().map(Benchmark::codec).distinct().toList()));
    command.addAll(forwardedProperties());
    if (isolateDatasets) {
      // The system class loader must not hold what the dataset loaders load (ClassPathLauncher says why);
      // the class-data archive is of the benchmark jar's class path, so it does not apply here.
      command.addAll(List.of("-D" + ClassPathLauncher.CLASS_PATH + "=" + System.getProperty("java.class.path"),
          "-cp", ClassPathLauncher.install(scratch.resolve("launcher")).toString(), ClassPathLauncher.class.getName(),
          PairRun.class.getName()));
    } else {
      command.addAll(classDataArchive);
      command.addAll(List.of("-cp", System.getProperty("java.class.path"), PairRun.class.getName()));
    }
    command.addAll(List.of(workFile.toString(), journal.file().toString(), log.toString(), progress));
    // Between two measuring JVMs, never beside one: the probe takes a core for about 0.1 s a minute.
    speed.maybeProbe(journal);
    long offset = journal.size();
    long start = System.nanoTime();
    Process process = new ProcessBuilder(command).inheritIO().start();
    int exit;
    try {
      exit = process.waitFor();
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
      throw new RunnerException("interrupted");
    }
    journal.recordJvm(keys, fork, (System.nanoTime() - start) / 1_000_000);
    if (exit == 3) {
      throw new RunnerException("the measuring JVM of " + keys.get(0) + " could not start JMH (see " + log + ")");
    }
    return journal.readFrom(offset);
  }

  /** The machine's speed probe of this runner (the run probes once more when its last JVM has ended). */
  MachineSpeed speed() {
    return speed;
  }

  /**
   * The {@code serbench.fork.*} system properties of this JVM as {@code -D} arguments: what a codec
   * measured when it was validated here and its timing JVMs reuse (memcpy's sizes), never a setting.
   */
  static List<String> forwardedProperties() {
    List<String> args = new ArrayList<>();
    System.getProperties().stringPropertyNames().stream().filter(n -> n.startsWith("serbench.fork.")).sorted()
        .forEach(n -> args.add("-D" + n + "=" + System.getProperty(n)));
    return args;
  }

  /**
   * Records the JVM arguments the forks of these planned benchmarks get, before any runs: they follow from
   * the settings and the memory class alone (a JVM per codec gets the largest class of its datasets, as in
   * {@link #runJvm}), so metadata.json names them for the datasets of a resumed run's earlier sittings too.
   * What the JVMs of this sitting are actually given is recorded over it as they start.
   */
  void planForkJvmArgs(List<Benchmark> planned, boolean jvmPerCodec) {
    Map<String, List<Benchmark>> jvms = new LinkedHashMap<>();
    for (Benchmark benchmark : planned) {
      jvms.computeIfAbsent(jvmPerCodec ? benchmark.codec() : benchmark.codec() + "|" + benchmark.dataset().id(),
          k -> new ArrayList<>()).add(benchmark);
    }
    for (List<Benchmark> jvm : jvms.values()) {
      forkJvmArgs(largestMemory(jvm), jvm.stream().map(Benchmark::dataset).distinct().toList());
    }
  }

  /** The memory class of a JVM that runs these benchmarks: the largest of theirs. */
  private static JmhSettings.Memory largestMemory(List<Benchmark> benchmarks) {
    return benchmarks.stream().map(Benchmark::memory).max(java.util.Comparator.naturalOrder())
        .orElse(JmhSettings.Memory.SMALL);
  }

  /** The JVM arguments the forks got, by dataset id, as recorded for the metadata. */
  Map<String, List<String>> forkJvmArgs() {
    return Map.copyOf(forkJvmArgs);
  }

  /**
   * The JVM arguments of a fork or measuring JVM for datasets of this memory class: the memory class's,
   * unless the command line gives its own with {@code -jvmArgs}; then {@code -jvmArgsAppend}'s. Recorded
   * by dataset for the metadata.
   */
  private List<String> forkJvmArgs(JmhSettings.Memory memory, List<Dataset<?>> datasets) {
    List<String> args = new ArrayList<>(cli.getJvmArgs().hasValue() ? cli.getJvmArgs().get() : memory.jvmArgs);
    if (cli.getJvmArgsAppend().hasValue()) {
      args.addAll(cli.getJvmArgsAppend().get());
    }
    for (Dataset<?> dataset : datasets) {
      forkJvmArgs.put(dataset.id(), List.copyOf(args));
    }
    return args;
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
    if (settings.calibrated()) {
      // A measuring JVM of serbench's runs these options in itself: its JVM arguments are set when it is
      // started (runJvm), and JMH must not add the command line's to forks it does not make.
      return builder.jvmArgs().jvmArgsAppend().jvmArgsPrepend().build();
    }
    // Tells each fork which provider class to instantiate (TimedPair.CODEC_CLASSES); not a JVM setting,
    // so it is not recorded among the fork arguments.
    List<String> prepend = new ArrayList<>(List.of("-D" + TimedPair.CODEC_CLASSES + "=" + group.codecs().stream()
        .map(id -> id + "=" + codecClasses.get(id)).collect(Collectors.joining(",")), ChildWatchdog.jvmArg()));
    prepend.addAll(forwardedProperties());
    prepend.addAll(declaredJvmArgs(group.codecs()));
    builder.jvmArgsPrepend(prepend.toArray(String[]::new)).jvm(jdk.java().toString());
    List<String> args = forkJvmArgs(group.memory(), group.datasets());
    builder.jvmArgs(args.toArray(String[]::new)).jvmArgsAppend();
    return builder.build();
  }
}
