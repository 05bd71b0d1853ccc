package dev.serbench.harness.go;

import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code go}: builds and runs the Go studies' benchmarks (the repository's {@code go/}, embedded in the
 * jar) on this machine, after proving that the Go values are serbench's, and writes Go's raw output
 * into {@code DIR/go/} of a results directory, where {@code report} finds it.
 */
@Command(name = "go", mixinStandardHelpOptions = true, sortOptions = false,
    description = {"Build and run the Go studies' benchmarks (gob vs json, payload sizes, gob vs protobuf, "
        + "alecthomas' struct A) on serbench's dataset values, on this machine: go test -bench . -benchmem "
        + "-count N. First checks that the Go values equal serbench's (Go's encodings decoded on the JVM and "
        + "compared field by field); then writes DIR/go/bench.txt (Go's output) and DIR/go/go-env.json.",
        "Needs go, protoc, protoc-gen-go and msgp on the PATH and the Go libraries in /usr/share/gocode (Debian: "
            + "golang-go protobuf-compiler protoc-gen-go msgp golang-google-protobuf-dev golang-github-tinylib-msgp-dev)."},
    footer = {"", "Exit codes: 0 success, 1 a tool is missing, the value check or a benchmark failed, 2 bad usage."})
public final class GoCommand implements Callable<Integer> {

  static final String GO_DIR = GoSession.GO_DIR;
  static final String BENCH_FILE = GoSession.BENCH_FILE;
  static final String ENV_FILE = GoSession.ENV_FILE;
  private static final DateTimeFormatter STAMP =
      DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HHmmss'Z'").withZone(ZoneOffset.UTC);

  @Spec
  private CommandSpec spec;

  @Option(names = "--datasets", paramLabel = "IDS",
      description = "Dataset ids and globs, comma-separated (default: every dataset with a Go case).")
  private String datasets;

  @Option(names = "--out", paramLabel = "DIR",
      description = "Results directory; Go's files go to DIR/go/ (default: results/<UTC timestamp>). Give the "
          + "JVM run's directory to have report show both.")
  private Path out;

  @Option(names = "--count", paramLabel = "N", defaultValue = "5",
      description = "go test -count: samples per benchmark, for the report's intervals (default: ${DEFAULT-VALUE}).")
  private int count;

  @Option(names = "--benchtime", paramLabel = "T",
      description = "go test -benchtime, e.g. 1s or 100x (default: Go's, 1s); 1x runs each benchmark once.")
  private String benchtime;

  @Option(names = "--force", description = "Move an existing DIR/go/ aside (to go.replaced-<time>) instead of refusing it.")
  private boolean force;

  @Override
  public Integer call() throws Exception {
    PrintWriter stdout = spec.commandLine().getOut();
    PrintWriter stderr = spec.commandLine().getErr();
    if (count < 1) {
      throw new IllegalArgumentException("--count must be at least 1, got " + count);
    }
    List<Dataset<?>> requested = Datasets.select(datasets, false);
    Instant startedAt = Instant.now().truncatedTo(ChronoUnit.SECONDS);
    Path dir = out != null ? dev.serbench.harness.OutputLocation.require(out, "--out")
        : Path.of("results", STAMP.format(startedAt));
    Path goDir = dir.resolve(GO_DIR);
    // Go's benchmarks beside a JVM run would disturb both: one serbench run at a time.
    try (var lock = dev.serbench.harness.RunLock.acquire("benchmarks.jar go" + (out == null ? "" : " --out " + out))) {
      dev.serbench.harness.OutputLocation.freshFile(dir, GO_DIR, force, stdout);
      return run(requested, dir, goDir, startedAt, stdout);
    } catch (GoException e) {
      stderr.println("go: " + e.getMessage());
      return 1;
    }
  }

  private int run(List<Dataset<?>> requested, Path dir, Path goDir, Instant startedAt, PrintWriter stdout)
      throws GoException, IOException {
    try (GoSession session = GoSession.open(requested, stdout)) {
      if (session == null) {
        return 1;
      }
      List<Dataset<?>> selected = session.datasets();
      GoSession.Bench bench = session.bench(selected, count, benchtime, stdout);
      Files.createDirectories(goDir);
      List<String> file = new ArrayList<>();
      file.add("# Go on this machine: serbench's go/ benchmarks, " + session.version());
      file.add("# " + bench.shown() + " with SERBENCH_DATASETS=" + GoSession.ids(selected));
      file.add("# from " + startedAt + " to " + bench.finishedAt());
      file.addAll(bench.lines());
      Files.write(goDir.resolve(BENCH_FILE), file, StandardCharsets.UTF_8);
      session.writeEnv(goDir.resolve(ENV_FILE), bench.shown(), selected.stream().map(Dataset::id).toList(), count,
          benchtime, startedAt, bench.finishedAt(), bench.exit(), bench.lines());
      stdout.println("wrote " + goDir.resolve(BENCH_FILE) + " and " + ENV_FILE);
      if (bench.exit() != 0) {
        stdout.println("go test exited with " + bench.exit());
        return 1;
      }
      return 0;
    }
  }
}
