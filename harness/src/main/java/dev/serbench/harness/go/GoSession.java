package dev.serbench.harness.go;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.serbench.api.Codec;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.harness.AtomicFiles;
import dev.serbench.harness.TextTable;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The Go studies' benchmarks ready to run on this machine: the toolchain found, the repository's {@code go/}
 * built in a temporary workspace, and the Go values proven equal to serbench's. The {@code go} command runs
 * them once over its datasets; {@code run --go} a dataset at a time, beside the JVM's pairs ({@link GoTurns}).
 */
final class GoSession implements AutoCloseable {

  static final String GO_DIR = "go";
  static final String BENCH_FILE = "bench.txt";
  static final String ENV_FILE = "go-env.json";

  private final GoToolchain tools;
  private final GoWorkspace workspace;
  private final Map<String, String> env;
  private final String version;
  private final List<Dataset<?>> selected;

  /** What one {@code go test -bench} gave: its output lines, exit code and times. */
  record Bench(String shown, List<String> lines, int exit, Instant startedAt, Instant finishedAt) {}

  private GoSession(GoToolchain tools, GoWorkspace workspace, Map<String, String> env, String version,
      List<Dataset<?>> selected) {
    this.tools = tools;
    this.workspace = workspace;
    this.env = env;
    this.version = version;
    this.selected = selected;
  }

  /**
   * Finds the tools, builds the workspace and checks the values of the {@code requested} datasets that have
   * a Go case; null (after printing the check) when a value differs.
   *
   * @throws GoException a tool is missing or the Go side does not build
   * @throws IllegalArgumentException none of the datasets has a Go case
   */
  static GoSession open(List<Dataset<?>> requested, PrintWriter out) throws GoException, IOException {
    GoToolchain tools = GoToolchain.find(System.getenv("PATH"));
    GoWorkspace ws = GoWorkspace.create(tools);
    try {
      Map<String, String> env = ws.environment();
      String version = tools.version(env);
      out.println(version + " (" + tools.go() + "), sources in " + ws.packageDir());
      Path values = Files.createDirectories(ws.root().resolve("values"));
      env.put("SERBENCH_DATASETS", ids(requested));
      env.put("SERBENCH_GO_VALUES", values.toString());
      GoToolchain.output(env, ws.packageDir(), tools.go().toString(), "test", "-count=1",
          "-run", "^(TestWriteValues|TestRoundTrips)$", ".");
      Set<String> goIds = Set.copyOf(Files.readAllLines(values.resolve("datasets.txt"), StandardCharsets.UTF_8));
      List<Dataset<?>> selected = requested.stream().filter(d -> goIds.contains(d.id())).toList();
      List<String> without = requested.stream().map(Dataset::id).filter(id -> !goIds.contains(id)).toList();
      if (!without.isEmpty()) {
        out.println("no Go case for: " + String.join(", ", without));
      }
      if (selected.isEmpty()) {
        throw new IllegalArgumentException("none of the selected datasets has a Go case (Go cases: "
            + Datasets.all().stream().map(Dataset::id).filter(goIds::contains).collect(Collectors.joining(", ")) + ")");
      }
      if (!printCheck(GoValueCheck.check(values, selected, protobufCodec()), out)) {
        ws.close();
        return null;
      }
      env.remove("SERBENCH_GO_VALUES");
      return new GoSession(tools, ws, env, version, selected);
    } catch (GoException | IOException | RuntimeException e) {
      ws.close();
      throw e;
    }
  }

  /** The datasets with a Go case, whose values passed the check. */
  List<Dataset<?>> datasets() {
    return selected;
  }

  /** {@code go version} without its "go version " ("go1.19.8 linux/amd64"). */
  String version() {
    return version.replaceFirst("^go version ", "");
  }

  /** Runs {@code go test -bench} over {@code datasets}, copying its output to {@code out} as it comes. */
  Bench bench(List<Dataset<?>> datasets, int count, String benchtime, PrintWriter out) throws GoException {
    Instant startedAt = Instant.now().truncatedTo(ChronoUnit.SECONDS);
    Map<String, String> benchEnv = new LinkedHashMap<>(env);
    benchEnv.put("SERBENCH_DATASETS", ids(datasets));
    List<String> command = new ArrayList<>(List.of(tools.go().toString(), "test", "-run", "^$", "-bench", ".",
        "-benchmem", "-count", Integer.toString(count), "-timeout", "0"));
    if (benchtime != null) {
      command.addAll(List.of("-benchtime", benchtime));
    }
    command.add(".");
    String shown = "go " + String.join(" ", command.subList(1, command.size())).replace("^$", "'^$'");
    out.println(shown + "  (SERBENCH_DATASETS=" + ids(datasets) + ")");
    List<String> lines = new ArrayList<>();
    int exit = stream(command, benchEnv, workspace.packageDir(), lines, out);
    return new Bench(shown, lines, exit, startedAt, Instant.now().truncatedTo(ChronoUnit.SECONDS));
  }

  /** Writes {@code go-env.json}: the toolchain, the machine as Go saw it, and what ran when. */
  void writeEnv(Path file, String command, List<String> datasets, int count, String benchtime, Instant startedAt,
      Instant finishedAt, int exit, List<String> lines) throws GoException, IOException {
    List<String> goEnv = tools.env(env, "GOOS", "GOARCH", "GOROOT");
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("goVersion", version());
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
    json.put("datasets", datasets);
    json.put("count", count);
    json.put("benchtime", benchtime == null ? "1s (Go's default)" : benchtime);
    json.put("startedAt", startedAt.toString());
    json.put("finishedAt", finishedAt.toString());
    json.put("exitCode", exit);
    AtomicFiles.write(file, new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsBytes(json));
  }

  @Override
  public void close() {
    workspace.close();
  }

  static String ids(List<Dataset<?>> datasets) {
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
}
