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
    Map<String, Dataset<?>> datasets = new LinkedHashMap<>();
    for (PairCheck check : passed) {
      String id = check.dataset().id();
      codecsByDataset.computeIfAbsent(id, k -> new LinkedHashMap<>())
          .computeIfAbsent(check.codec().properties().operations(), k -> new LinkedHashSet<>())
          .add(check.codec().id());
      largestEncoded.merge(id, check.sizes().max(), Math::max);
      datasets.put(id, check.dataset());
    }
    Map<String, Group> groups = new LinkedHashMap<>();
    for (Map.Entry<String, Map<Set<Operation>, Set<String>>> entry : codecsByDataset.entrySet()) {
      Dataset<?> dataset = datasets.get(entry.getKey());
      JmhSettings.Memory memory = JmhSettings.Memory.of(dataset.large(), largestEncoded.get(entry.getKey()));
      for (Map.Entry<Set<Operation>, Set<String>> byOperations : entry.getValue().entrySet()) {
        String key = memory + "|" + byOperations.getKey() + "|" + byOperations.getValue();
        groups.computeIfAbsent(key, k -> new Group(byOperations.getValue(), byOperations.getKey(), new ArrayList<>(), memory))
            .datasets().add(dataset);
      }
    }
    return List.copyOf(groups.values());
  }

  /** Runs every group, writes the combined JMH JSON to {@code jmhJson} and returns all results. */
  List<RunResult> run(List<Group> groups, Path jmhJson, Path scratch) throws IOException, RunnerException {
    List<RunResult> results = new ArrayList<>();
    ObjectMapper json = new ObjectMapper();
    ArrayNode combined = json.createArrayNode();
    int n = 0;
    for (Group group : groups) {
      Path file = scratch.resolve("jmh-" + (++n) + ".json");
      Collection<RunResult> groupResults = new Runner(options(group, file)).run();
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
