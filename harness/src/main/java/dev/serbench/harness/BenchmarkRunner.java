package dev.serbench.harness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Dataset;
import dev.serbench.api.Operation;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.openjdk.jmh.profile.GCProfiler;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.results.format.ResultFormatType;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.OptionsBuilder;

/**
 * Runs JMH over the validated pairs. JMH times the cross product of its parameters and methods, so
 * pairs are grouped: datasets that the same codecs passed, with the same operations, share one JMH
 * run, and datasets of another memory class run with their own heap. Each codec is timed in the
 * operations it declares ({@link CodecProperties#operations()}). Each run writes JMH's JSON; the
 * results are concatenated into one file.
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

  /**
   * Runs every group, writes the combined JMH JSON to {@code jmhJson} and returns all results. With
   * {@code inProcess}, each group runs with forks 0 in a JVM of its own ({@link #groupByCodec}).
   */
  List<RunResult> run(List<Group> groups, Path jmhJson, Path scratch, boolean inProcess)
      throws IOException, RunnerException {
    List<RunResult> results = new ArrayList<>();
    ObjectMapper json = new ObjectMapper();
    ArrayNode combined = json.createArrayNode();
    int n = 0;
    for (Group group : groups) {
      Path file = scratch.resolve("jmh-" + (++n) + ".json");
      Collection<RunResult> groupResults = inProcess
          ? runInOwnJvm(group, file, scratch.resolve("options-" + n + ".ser"), scratch.resolve("results-" + n + ".ser"))
          : new Runner(options(group, file)).run();
      results.addAll(groupResults);
      if (Files.exists(file) && Files.size(file) > 0) {
        for (JsonNode entry : json.readTree(file.toFile())) {
          combined.add(entry);
        }
      }
    }
    json.writerWithDefaultPrettyPrinter().writeValue(jmhJson.toFile(), combined);
    return results;
  }

  @SuppressWarnings("unchecked")
  private Collection<RunResult> runInOwnJvm(Group group, Path resultFile, Path optionsFile, Path resultsFile)
      throws IOException, RunnerException {
    org.openjdk.jmh.runner.options.Options options = new OptionsBuilder()
        .parent(options(group, resultFile))
        .forks(0)
        .build();
    try (java.io.ObjectOutputStream out = new java.io.ObjectOutputStream(Files.newOutputStream(optionsFile))) {
      out.writeObject(options);
    }
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(options.getJvmArgsPrepend().orElse(List.of()));
    command.addAll(options.getJvmArgs().orElse(List.of()));
    command.addAll(options.getJvmArgsAppend().orElse(List.of()));
    command.addAll(List.of("-cp", System.getProperty("java.class.path"), InProcessRun.class.getName(),
        optionsFile.toString(), resultsFile.toString()));
    Process process = new ProcessBuilder(command).inheritIO().start();
    int exit;
    try {
      exit = process.waitFor();
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
      throw new RunnerException("interrupted");
    }
    if (exit != 0 || !Files.exists(resultsFile)) {
      if (exit == 3) {
        throw new RunnerException("the JVM of codec " + group.codecs() + " could not start JMH (see its output above)");
      }
      return List.of();
    }
    try (java.io.ObjectInputStream in = new java.io.ObjectInputStream(Files.newInputStream(resultsFile))) {
      return (List<RunResult>) in.readObject();
    } catch (ClassNotFoundException e) {
      throw new IOException("cannot read the results of " + group.codecs(), e);
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
        .map(id -> id + "=" + codecClasses.get(id)).collect(Collectors.joining(",")));
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
