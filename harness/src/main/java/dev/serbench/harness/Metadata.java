package dev.serbench.harness;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.serbench.api.Codec;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.api.FieldRules;
import dev.serbench.api.Operation;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Writes {@code metadata.json} as specified in docs/results-format.md. */
final class Metadata {

  static final int FORMAT_VERSION = 1;

  private Metadata() {}

  /**
   * Writes the metadata of a run.
   *
   * @param timed the "codec|dataset" keys of the pairs that JMH produced results for
   * @param shard the shard of the selection this run times ({@code run --shard}), null for all of it
   * @param time where the run's time went ({@link TimeBreakdown}), or null before it has finished
   * @param machineSpeed the machine's speed through the run ({@link MachineSpeed#summary}), or null
   * @param jdk the JDK of the timing JVMs
   */
  static void write(Path file, String command, Instant startedAt, Instant finishedAt, Map<String, List<String>> forkJvmArgs,
      JmhSettings settings, boolean quick, boolean jvmPerCodec, List<Codec> codecs, List<Dataset<?>> datasets, List<PairCheck> checks,
      Set<String> timed, CodecRegistry registry, Shard.Plan shard, Map<String, Object> time,
      Map<String, Object> machineSpeed, ForkJdk jdk, String gitCommit) throws IOException {
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("formatVersion", FORMAT_VERSION);
    root.put("serbenchVersion", Environment.serbenchVersion());
    root.put("command", command);
    root.put("startedAt", startedAt.toString());
    root.put("finishedAt", finishedAt == null ? null : finishedAt.toString());
    if (shard != null) {
      shard.addTo(root);
    }
    Map<String, Object> environment = Environment.describe(distinct(forkJvmArgs), jdk);
    if (gitCommit != null) {
      Environment.useCommit(environment, gitCommit); // the run's, from its first sitting
    }
    root.put("environment", environment);
    root.put("jmh", jmh(settings, quick, jvmPerCodec));
    root.put("codecs", codecs.stream().map(c -> {
      Map<String, Object> codec = codec(c.properties());
      codec.put("module", module(c.getClass()));
      return codec;
    }).toList());
    root.put("timestampRule", FieldRules.TIMESTAMP);
    root.put("datasets", datasets.stream().map(d -> dataset(d, forkJvmArgs.get(d.id()))).toList());
    List<Map<String, Object>> pairs = new ArrayList<>();
    for (PairCheck check : checks) {
      pairs.add(pair(check, timed.contains(check.codec().id() + "|" + check.dataset().id())));
    }
    root.put("pairs", pairs);
    root.put("forkProperties", forkProperties(null));
    if (time != null) {
      root.put("time", time);
    }
    if (machineSpeed != null) {
      root.put("machineSpeed", machineSpeed);
    }
    root.put("loadFailures", registry.failures().stream()
        .map(f -> Map.of("provider", f.provider(), "message", f.message())).toList());
    AtomicFiles.write(file, new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsBytes(root));
  }

  /**
   * The validation a run recorded when it started (its {@code metadata.json} "pairs"), for a resumed run
   * to continue with instead of validating again (minutes for the group-large datasets): the same pairs,
   * statuses and sizes as the part already measured. Null when the file is missing or its pairs are not
   * exactly the given codecs times datasets (then the caller validates).
   */
  static List<PairCheck> readChecks(Path file, List<Codec> codecs, List<Dataset<?>> datasets) throws IOException {
    if (!java.nio.file.Files.exists(file)) {
      return null;
    }
    com.fasterxml.jackson.databind.JsonNode root = new ObjectMapper().readTree(file.toFile());
    Map<String, com.fasterxml.jackson.databind.JsonNode> byKey = new LinkedHashMap<>();
    root.path("pairs").forEach(p -> byKey.put(p.path("codec").asText() + "|" + p.path("dataset").asText(), p));
    if (byKey.size() != codecs.size() * datasets.size()) {
      return null;
    }
    List<PairCheck> checks = new ArrayList<>();
    for (Dataset<?> dataset : datasets) {
      for (Codec codec : codecs) {
        com.fasterxml.jackson.databind.JsonNode p = byKey.get(codec.id() + "|" + dataset.id());
        if (p == null) {
          return null;
        }
        checks.add(check(p, codec, dataset));
      }
    }
    restoreForkProperties(root.path("forkProperties"));
    return checks;
  }

  /**
   * This JVM's {@code serbench.fork.*} system properties (what validation measured for the timing JVMs:
   * memcpy's sizes per dataset; see {@link BenchmarkRunner#forwardedProperties}), sorted, those of
   * {@code dataset} only when it is not null.
   */
  static Map<String, String> forkProperties(String dataset) {
    Map<String, String> properties = new java.util.TreeMap<>();
    for (String name : System.getProperties().stringPropertyNames()) {
      if (name.startsWith("serbench.fork.") && (dataset == null || name.endsWith("." + dataset))) {
        properties.put(name, System.getProperty(name));
      }
    }
    return properties;
  }

  /**
   * Sets the {@code serbench.fork.*} properties a validation recorded ({@link #forkProperties}) that this
   * JVM lacks: a run that takes its validation from a file (resumed, or --validation-from) gives its
   * timing JVMs the same as one that validated (without them memcpy's timing JVM would encode every value
   * with every codec in its own set-up).
   */
  static void restoreForkProperties(com.fasterxml.jackson.databind.JsonNode properties) {
    properties.fields().forEachRemaining(e -> {
      if (e.getKey().startsWith("serbench.fork.") && System.getProperty(e.getKey()) == null) {
        System.setProperty(e.getKey(), e.getValue().asText());
      }
    });
  }

  /** A pair's validation as {@link #pair} wrote it. */
  static PairCheck check(com.fasterxml.jackson.databind.JsonNode p, Codec codec, Dataset<?> dataset) {
    dev.serbench.api.RoundTrip.Status status = dev.serbench.api.RoundTrip.Status.valueOf(
        p.path("status").asText().toUpperCase(java.util.Locale.ROOT));
    Sizes sizes = p.has("serializedBytes")
        ? new Sizes(p.path("serializedBytes").asDouble(), p.path("minBytes").asLong(), p.path("maxBytes").asLong(),
            p.path("gzipBytes").asDouble(), p.path("zstdBytes").asDouble(), p.path("value0Bytes").asLong())
        : null;
    return new PairCheck(codec, dataset, status, p.path("message").asText(""), sizes, p.path("unsafe").asBoolean());
  }

  private static Map<String, Object> jmh(JmhSettings settings, boolean quick, boolean jvmPerCodec) {
    Map<String, Object> jmh = new LinkedHashMap<>();
    jmh.put("forks", jvmPerCodec ? 1 : settings.forks);
    jmh.put("maxForks", jvmPerCodec ? 1 : settings.maxForks);
    jmh.put("jvmPerCodec", jvmPerCodec);
    jmh.put("calibrated", settings.calibrated());
    if (settings.calibrated()) {
      SteadyWarmup.Settings w = settings.steadyWarmup;
      Map<String, Object> steady = new LinkedHashMap<>();
      steady.put("minMillis", w.minNanos() / 1_000_000);
      steady.put("minInvocations", w.minInvocations());
      steady.put("slowMillis", w.slowNanos() / 1_000_000);
      steady.put("maxMillis", w.maxNanos() / 1_000_000);
      steady.put("batchMillis", w.batchNanos() / 1_000_000);
      steady.put("windowBatches", w.window());
      steady.put("quietMillis", w.quietNanos() / 1_000_000);
      steady.put("tolerance", w.tolerance());
      jmh.put("steadyWarmup", steady);
    }
    jmh.put("warmupIterations", settings.warmupIterations);
    jmh.put("warmupTime", settings.warmupTime.toString());
    jmh.put("measurementIterations", settings.measurementIterations);
    jmh.put("measurementTime", settings.measurementTime.toString());
    jmh.put("interval", "95% Student t over every measurement iteration of every fork");
    jmh.put("forkSpreadLimit", RowStatistics.FORK_SPREAD_LIMIT);
    jmh.put("driftLimit", RowStatistics.DRIFT_LIMIT);
    jmh.put("mode", "avgt");
    jmh.put("timeUnit", "ns");
    jmh.put("profilers", List.of("gc"));
    jmh.put("quick", quick);
    return jmh;
  }

  /**
   * The reactor module of a codec provider: codec classes live in {@code dev.serbench.codec.<name>}
   * within module {@code codec-<name>} (CONTRIBUTING.md), where the package drops the module's dashes
   * ({@code codec-jackson-jr}: {@code jacksonjr}); the module names come from the class path (the
   * modules' {@code pom.properties} in the benchmark jar, the module directories in a build). Empty for
   * a provider outside that package.
   */
  static String module(Class<?> provider) {
    String prefix = "dev.serbench.codec.";
    String name = provider.getName();
    if (!name.startsWith(prefix)) {
      return "";
    }
    String rest = name.substring(prefix.length());
    String segment = rest.substring(0, rest.indexOf('.') < 0 ? rest.length() : rest.indexOf('.'));
    return Modules.BY_PACKAGE.getOrDefault(segment, "codec-" + segment);
  }

  /** Module names on the class path by the package segment they hold (dashes dropped). */
  private static final class Modules {
    static final Map<String, String> BY_PACKAGE = scan();

    private static Map<String, String> scan() {
      Map<String, String> modules = new LinkedHashMap<>();
      for (String entry : System.getProperty("java.class.path", "").split(java.io.File.pathSeparator)) {
        Path path = Path.of(entry);
        if (entry.endsWith(".jar") && java.nio.file.Files.isRegularFile(path)) {
          try (java.util.jar.JarFile jar = new java.util.jar.JarFile(path.toFile())) {
            jar.stream().map(java.util.jar.JarEntry::getName)
                .filter(n -> n.startsWith("META-INF/maven/dev.serbench/codec-") && n.endsWith("/pom.properties"))
                .map(n -> n.substring("META-INF/maven/dev.serbench/".length(), n.length() - "/pom.properties".length()))
                .forEach(m -> modules.put(m.substring("codec-".length()).replace("-", ""), m));
          } catch (IOException e) {
            // An unreadable jar names no module; the convention's fallback applies.
          }
        } else if (path.endsWith(Path.of("target", "classes")) && path.getParent().getParent() != null) {
          String m = path.getParent().getParent().getFileName().toString();
          if (m.startsWith("codec-")) {
            modules.put(m.substring("codec-".length()).replace("-", ""), m);
          }
        }
      }
      return modules;
    }
  }

  static Map<String, Object> codec(CodecProperties p) {
    Map<String, Object> codec = new LinkedHashMap<>();
    codec.put("id", p.id());
    codec.put("format", p.format());
    codec.put("library", p.library());
    codec.put("libraryVersion", p.libraryVersion());
    codec.put("encoding", p.encoding().label());
    codec.put("schemaRequired", p.schemaRequired());
    codec.put("api", p.api().label());
    codec.put("zeroCopy", p.zeroCopy());
    codec.put("crossLanguage", p.crossLanguage());
    codec.put("timestampPrecision", p.timestampPrecision().label());
    codec.put("timestampRepresentation", p.timestampRepresentation());
    codec.put("reusesBuffers", p.reusesBuffers());
    codec.put("variants", p.variants());
    codec.put("floor", p.floor());
    codec.put("operations", p.operations().stream().map(Operation::method).toList());
    codec.put("fidelityRules", p.fidelityRules());
    codec.put("notes", p.notes());
    codec.put("jvmArgs", p.jvmArgs());
    return codec;
  }

  /**
   * Every distinct set of fork arguments with the number of datasets that ran with it, for the
   * environment header, e.g. "-Xms256m -Xmx256m -XX:+AlwaysPreTouch (24 datasets);". Each dataset's
   * own set is in its {@code forkJvmArgs}.
   */
  private static List<String> distinct(Map<String, List<String>> forkJvmArgs) {
    Map<String, Integer> counts = new java.util.TreeMap<>();
    forkJvmArgs.values().forEach(args -> counts.merge(String.join(" ", args), 1, Integer::sum));
    List<String> sets = new ArrayList<>();
    counts.forEach((args, n) -> sets.add(args + " (" + n + (n == 1 ? " dataset);" : " datasets);")));
    return sets;
  }

  private static Map<String, Object> dataset(Dataset<?> d, List<String> jvmArgs) {
    Map<String, Object> dataset = new LinkedHashMap<>();
    dataset.put("id", d.id());
    dataset.put("family", d.family());
    dataset.put("description", d.description());
    dataset.put("large", d.large());
    dataset.put("values", d.valueCount());
    dataset.put("fieldRules", d.fieldRules());
    dataset.put("payloadBytes", d.payloadBytes());
    dataset.put("elements", d.elements());
    dataset.put("forkJvmArgs", jvmArgs == null ? List.of() : jvmArgs);
    return dataset;
  }

  static Map<String, Object> pair(PairCheck check, boolean timed) {
    Map<String, Object> pair = new LinkedHashMap<>();
    pair.put("codec", check.codec().id());
    pair.put("dataset", check.dataset().id());
    pair.put("status", check.status().name().toLowerCase(java.util.Locale.ROOT));
    pair.put("message", check.message());
    pair.put("timed", timed);
    pair.put("unsafe", check.unsafe());
    if (check.sizes() != null) {
      pair.put("serializedBytes", check.sizes().mean());
      pair.put("minBytes", check.sizes().min());
      pair.put("maxBytes", check.sizes().max());
      pair.put("gzipBytes", check.sizes().gzip());
      pair.put("zstdBytes", check.sizes().zstd());
      pair.put("value0Bytes", check.sizes().first());
    }
    return pair;
  }
}
