package dev.serbench.harness.go;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.serbench.api.Codec;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.harness.TextTable;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import java.util.stream.Stream;
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

  static final String GO_DIR = "go";
  static final String BENCH_FILE = "bench.txt";
  static final String ENV_FILE = "go-env.json";
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
    GoToolchain tools = GoToolchain.find(System.getenv("PATH"));
    try (GoWorkspace ws = GoWorkspace.create(tools)) {
      Map<String, String> env = ws.environment();
      String version = tools.version(env);
      stdout.println(version + " (" + tools.go() + "), sources in " + ws.packageDir());

      Path values = Files.createDirectories(ws.root().resolve("values"));
      env.put("SERBENCH_DATASETS", ids(requested));
      env.put("SERBENCH_GO_VALUES", values.toString());
      GoToolchain.output(env, ws.packageDir(), tools.go().toString(), "test", "-count=1",
          "-run", "^(TestWriteValues|TestRoundTrips)$", ".");
      Set<String> goIds = Set.copyOf(Files.readAllLines(values.resolve("datasets.txt"), StandardCharsets.UTF_8));
      List<Dataset<?>> selected = requested.stream().filter(d -> goIds.contains(d.id())).toList();
      List<String> without = requested.stream().map(Dataset::id).filter(id -> !goIds.contains(id)).toList();
      if (!without.isEmpty()) {
        stdout.println("no Go case for: " + String.join(", ", without));
      }
      if (selected.isEmpty()) {
        throw new IllegalArgumentException("none of the selected datasets has a Go case (Go cases: "
            + Datasets.all().stream().map(Dataset::id).filter(goIds::contains).collect(Collectors.joining(", ")) + ")");
      }
      if (!printCheck(GoValueCheck.check(values, selected, protobufCodec()), stdout)) {
        return 1;
      }

      env.remove("SERBENCH_GO_VALUES");
      env.put("SERBENCH_DATASETS", ids(selected));
      List<String> command = new ArrayList<>(List.of(tools.go().toString(), "test", "-run", "^$", "-bench", ".",
          "-benchmem", "-count", Integer.toString(count), "-timeout", "0"));
      if (benchtime != null) {
        command.addAll(List.of("-benchtime", benchtime));
      }
      command.add(".");
      String shown = "go " + String.join(" ", command.subList(1, command.size())).replace("^$", "'^$'");
      stdout.println(shown + "  (SERBENCH_DATASETS=" + ids(selected) + ")");
      List<String> lines = new ArrayList<>();
      int exit = stream(command, env, ws.packageDir(), lines, stdout);
      Instant finishedAt = Instant.now().truncatedTo(ChronoUnit.SECONDS);

      Files.createDirectories(goDir);
      List<String> file = new ArrayList<>();
      file.add("# Go on this machine: serbench's go/ benchmarks, " + version.replaceFirst("^go version ", ""));
      file.add("# " + shown + " with SERBENCH_DATASETS=" + ids(selected));
      file.add("# from " + startedAt + " to " + finishedAt);
      file.addAll(lines);
      Files.write(goDir.resolve(BENCH_FILE), file, StandardCharsets.UTF_8);
      writeEnv(goDir.resolve(ENV_FILE), tools, env, version, shown, selected, startedAt, finishedAt, exit, lines);
      stdout.println("wrote " + goDir.resolve(BENCH_FILE) + " and " + ENV_FILE);
      if (exit != 0) {
        stdout.println("go test exited with " + exit);
        return 1;
      }
      return 0;
    }
  }

  private static String ids(List<Dataset<?>> datasets) {
    return datasets.stream().map(Dataset::id).collect(Collectors.joining(","));
  }

  private static Codec protobufCodec() {
    return CodecRegistry.load().all().stream().filter(c -> c.id().equals("protobuf")).findFirst().orElse(null);
  }

  /** Prints the value check as a table ending with "N passed, M failed"; true when nothing failed. */
  private static boolean printCheck(List<GoValueCheck.Outcome> outcomes, PrintWriter out) {
    TextTable table = new TextTable("dataset", "Go values", "result", "compared with serbench's values", "detail").right(1);
    int failed = 0;
    for (GoValueCheck.Outcome o : outcomes) {
      failed += o.passed() ? 0 : 1;
      table.row(o.dataset(), o.values(), o.passed() ? "ok" : "FAILED", String.join(", ", o.checked()),
          o.passed() ? "" : o.failure());
    }
    out.println("Go values checked against serbench's:");
    table.print(out);
    out.println("value check: " + (outcomes.size() - failed) + " passed, " + failed + " failed");
    out.flush();
    return failed == 0;
  }

  /** Runs go test, copying its output to {@code out} line by line as it comes; returns the exit code. */
  private static int stream(List<String> command, Map<String, String> env, Path dir, List<String> lines,
      PrintWriter out) throws GoException {
    ProcessBuilder builder = new ProcessBuilder(command).directory(dir.toFile()).redirectErrorStream(true);
    builder.environment().putAll(env);
    try {
      Process process = builder.start();
      process.getOutputStream().close();
      try (BufferedReader reader = new BufferedReader(
          new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
        for (String line = reader.readLine(); line != null; line = reader.readLine()) {
          lines.add(line);
          out.println(line);
          out.flush();
        }
      }
      return process.waitFor();
    } catch (IOException e) {
      throw new GoException("cannot run go test: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new GoException("interrupted while running go test");
    }
  }

  private void writeEnv(Path file, GoToolchain tools, Map<String, String> env, String version, String command,
      List<Dataset<?>> selected, Instant startedAt, Instant finishedAt, int exit, List<String> lines)
      throws GoException, IOException {
    List<String> goEnv = tools.env(env, "GOOS", "GOARCH", "GOROOT");
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("goVersion", version.replaceFirst("^go version ", ""));
    json.put("go", tools.go().toString());
    json.put("goos", goEnv.get(0));
    json.put("goarch", goEnv.get(1));
    json.put("goroot", goEnv.get(2));
    json.put("cpu", lines.stream().filter(l -> l.startsWith("cpu: ")).map(l -> l.substring(5).strip())
        .findFirst().orElse("not stated"));
    json.put("cores", Runtime.getRuntime().availableProcessors());
    // The first GOPATH entry is the temporary workspace, deleted by now; the others hold the libraries.
    json.put("libraryGopath", List.of(env.get("GOPATH").split(java.io.File.pathSeparator)).stream().skip(1).toList());
    json.put("command", command);
    json.put("datasets", selected.stream().map(Dataset::id).toList());
    json.put("count", count);
    json.put("benchtime", benchtime == null ? "1s (Go's default)" : benchtime);
    json.put("startedAt", startedAt.toString());
    json.put("finishedAt", finishedAt.toString());
    json.put("exitCode", exit);
    new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(file.toFile(), json);
  }

}
