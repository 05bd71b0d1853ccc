package dev.serbench.harness.go;

import dev.serbench.api.Dataset;
import dev.serbench.harness.AtomicFiles;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The Go side of {@code run --go}: the Go studies' benchmarks of one dataset at a time, each run right after
 * the JVM's pairs of that dataset, so that a dataset's JVM and Go figures are minutes apart however long the
 * run (a machine's speed drifts over hours). Each dataset's output is added to {@code go/bench.txt} (the file
 * the {@code go} command writes, which {@code report} reads) as soon as it ends, after a marker line
 * {@code serbench-go-dataset: ID from A to B} that Go's output parsers skip; a resumed run reads the markers
 * back and runs only the datasets not yet there.
 */
public final class GoTurns implements AutoCloseable {

  /** Starts the line before each dataset's output in bench.txt. */
  static final String MARKER = "serbench-go-dataset: ";
  /** go test -count: as the {@code go} command's default. */
  static final int COUNT = 5;

  private final GoSession session;
  private final Path goDir;
  private final String benchtime;
  private final PrintWriter console;
  /** Output lines (marker first) by dataset id, in the order the datasets ran. */
  private final Map<String, List<String>> done;
  private final Map<String, Dataset<?>> pending = new LinkedHashMap<>();
  private final List<String> failures = new ArrayList<>();

  private GoTurns(GoSession session, Path goDir, String benchtime, PrintWriter console,
      Map<String, List<String>> done) {
    this.session = session;
    this.goDir = goDir;
    this.benchtime = benchtime;
    this.console = console;
    this.done = done;
    session.datasets().stream().filter(d -> !done.containsKey(d.id())).forEach(d -> pending.put(d.id(), d));
  }

  /**
   * Readies the Go side of a run whose Go output goes to {@code goDir}: the tools, the workspace, the value
   * check of {@code datasets}' Go cases (printed), and what an earlier sitting left in {@code goDir}; null when
   * a Go value differs from serbench's.
   *
   * @throws GoException a tool is missing or the Go side does not build
   * @throws IOException the earlier bench.txt cannot be read
   */
  public static GoTurns open(Path goDir, List<Dataset<?>> datasets, String benchtime, PrintWriter console)
      throws GoException, IOException {
    Map<String, List<String>> done = read(goDir.resolve(GoSession.BENCH_FILE));
    GoSession session = GoSession.open(datasets, console);
    if (session == null) {
      return null;
    }
    GoTurns turns = new GoTurns(session, goDir, benchtime, console, done);
    console.println("Go: " + turns.pending.size() + " datasets to run, each after the JVM's pairs of it"
        + (done.isEmpty() ? "" : " (" + done.size() + " done by an earlier sitting, kept)") + "; into " + goDir);
    console.flush();
    return turns;
  }

  /** The datasets of bench.txt's marker lines, each with its lines; empty when there is no file yet. */
  static Map<String, List<String>> read(Path bench) throws IOException {
    Map<String, List<String>> chunks = new LinkedHashMap<>();
    if (!Files.isRegularFile(bench)) {
      return chunks;
    }
    List<String> current = null;
    for (String line : Files.readAllLines(bench, StandardCharsets.UTF_8)) {
      if (line.startsWith(MARKER)) {
        current = new ArrayList<>();
        chunks.put(line.substring(MARKER.length()).split(" ", 2)[0], current);
      }
      if (current != null) {
        current.add(line);
      }
    }
    return chunks;
  }

  /** The run's Go output, {@code go/bench.txt}. */
  public Path benchFile() {
    return goDir.resolve(GoSession.BENCH_FILE);
  }

  /** Whether the Go benchmarks of dataset {@code id} are still to run. */
  public boolean pending(String id) {
    return pending.containsKey(id);
  }

  /** The datasets whose Go benchmarks are still to run, in the run's order. */
  public List<String> pendingIds() {
    return List.copyOf(pending.keySet());
  }

  /** The datasets whose {@code go test} failed, with its exit code. */
  public List<String> failures() {
    return List.copyOf(failures);
  }

  /** Runs the Go benchmarks of dataset {@code id} and adds them to bench.txt and go-env.json. */
  public void run(String id) throws GoException, IOException {
    Dataset<?> dataset = pending.get(id);
    if (dataset == null) {
      return;
    }
    PrintWriter quiet = new PrintWriter(Writer.nullWriter());
    GoSession.Bench bench = session.bench(List.of(dataset), COUNT, benchtime, quiet);
    long benchmarks = bench.lines().stream().filter(l -> l.startsWith("Benchmark") && l.contains("ns/op")).count();
    List<String> chunk = new ArrayList<>();
    chunk.add(MARKER + id + " from " + bench.startedAt() + " to " + bench.finishedAt());
    chunk.addAll(bench.lines());
    Files.createDirectories(goDir);
    done.put(id, chunk);
    pending.remove(id);
    if (bench.exit() != 0) {
      failures.add(id + " (go test exited with " + bench.exit() + ")");
    }
    write(bench);
    console.println("Go " + id + ": " + benchmarks + " samples (" + bench.startedAt() + " to " + bench.finishedAt()
        + (bench.exit() == 0 ? "" : "; go test exited with " + bench.exit() + ", see " + goDir.resolve(GoSession.BENCH_FILE))
        + ")");
    console.flush();
  }

  /** Rewrites bench.txt (a header, then every dataset's lines) and go-env.json, each atomically. */
  private void write(GoSession.Bench last) throws GoException, IOException {
    List<String> lines = new ArrayList<>();
    Instant first = null;
    Instant end = null;
    List<String> all = new ArrayList<>();
    for (List<String> chunk : done.values()) {
      String[] words = chunk.get(0).split(" ");
      Instant from = Instant.parse(words[words.length - 3]);
      Instant to = Instant.parse(words[words.length - 1]);
      first = first == null || from.isBefore(first) ? from : first;
      end = end == null || to.isAfter(end) ? to : end;
      all.addAll(chunk);
    }
    lines.add("# Go on this machine: serbench's go/ benchmarks, " + session.version());
    lines.add("# " + last.shown() + ", a dataset at a time (SERBENCH_DATASETS), each right after the JVM's pairs "
        + "of that dataset (run --go)");
    lines.add("# from " + first + " to " + end);
    lines.addAll(all);
    AtomicFiles.write(goDir.resolve(GoSession.BENCH_FILE),
        (String.join("\n", lines) + "\n").getBytes(StandardCharsets.UTF_8));
    session.writeEnv(goDir.resolve(GoSession.ENV_FILE), last.shown() + " a dataset at a time (run --go)",
        List.copyOf(done.keySet()), COUNT, benchtime, first, end, failures.isEmpty() ? 0 : 1, all);
  }

  @Override
  public void close() {
    session.close();
  }
}
