package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeFalse;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run never loses work, tested by really killing one: the shaded {@code benchmarks.jar} in a child
 * process, killed partway (SIGKILL, SIGINT), resumed, refused where it would overwrite results or run
 * beside another run. Each refusal is checked for its message, its exit code and an unchanged disk.
 */
class RunDurabilityIT {

  private static final Path JAR = Path.of("target", "benchmarks.jar").toAbsolutePath();
  private static final String[] TINY = {"-f", "1", "-wi", "1", "-w", "100ms", "-i", "1", "-r", "100ms"};
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir
  Path temp;

  record Result(int code, String out, String err) {}

  private List<String> command(String... args) {
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-D" + RunLock.FILE_PROPERTY + "=" + temp.resolve("serbench.lock"), "-jar", JAR.toString()));
    command.addAll(List.of(args));
    return command;
  }

  private Process start(Path log, String... args) throws IOException {
    return new ProcessBuilder(command(args)).redirectErrorStream(true).redirectOutput(log.toFile()).start();
  }

  private Result java(String... args) throws Exception {
    Path out = Files.createTempFile(temp, "out", ".txt");
    Path err = Files.createTempFile(temp, "err", ".txt");
    Process p = new ProcessBuilder(command(args)).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    assertTrue(p.waitFor(5, TimeUnit.MINUTES));
    return new Result(p.exitValue(), Files.readString(out), Files.readString(err));
  }

  private static String[] concat(String[] a, String... b) {
    return Stream.concat(Stream.of(b), Stream.of(a)).toArray(String[]::new);
  }

  private static int lines(Path file) throws IOException {
    return Files.exists(file) ? (int) Files.readString(file).chars().filter(c -> c == '\n').count() : 0;
  }

  private static void waitFor(String what, long millis, java.util.function.BooleanSupplier done) throws Exception {
    long end = System.currentTimeMillis() + millis;
    while (!done.getAsBoolean()) {
      assertTrue(System.currentTimeMillis() < end, "timed out waiting for " + what);
      Thread.sleep(50);
    }
  }

  private static boolean atLeast(Path file, int n) {
    try {
      return lines(file) >= n;
    } catch (IOException e) {
      return false;
    }
  }

  private static void signal(Process p, String signal) throws Exception {
    assertEquals(0, new ProcessBuilder("kill", "-" + signal, Long.toString(p.pid())).start().waitFor());
  }

  /** The "method|codec|dataset" keys of a JMH result file, in order. */
  private static List<String> keys(Path jmhJson) throws IOException {
    List<String> keys = new ArrayList<>();
    JSON.readTree(jmhJson.toFile()).forEach(e -> keys.add(RunJournal.key(e)));
    return keys;
  }

  /**
   * A run stopped during its validation (hours for the group-large datasets) keeps the pairs validated so
   * far and continues the validation on resume: a pair in validation.jsonl is taken as recorded there (here
   * marked declined, which a fresh validation would not say), the others are validated, then timed.
   */
  @Test
  void aRunStoppedDuringItsValidationResumesIt() throws Exception {
    Path dir = Files.createDirectories(temp.resolve("validating"));
    List<String> args = new ArrayList<>(List.of(TINY));
    args.addAll(List.of("--no-allocs", "--codecs", "protobuf,json-jackson", "--datasets", "person"));
    var state = JSON.createObjectNode().put("formatVersion", 1).put("command", "java -jar benchmarks.jar run ...")
        .put("startedAt", "2026-12-03T10:00:00Z").put("phase", "validation");
    args.forEach(state.putArray("args")::add);
    state.putArray("planned");
    state.putArray("failed");
    Files.writeString(dir.resolve(RunState.FILE), JSON.writeValueAsString(state));
    Files.writeString(dir.resolve(ValidationJournal.FILE), "{\"codec\":\"json-jackson\",\"dataset\":\"person\","
        + "\"status\":\"declined\",\"message\":\"declined in the journal of an earlier sitting\",\"timed\":false,"
        + "\"unsafe\":false}\n{\"codec\":\"protobuf\",\"dat");

    Result resumed = java("run", "--resume", dir.toString());
    assertEquals(0, resumed.code(), resumed.out() + resumed.err());
    assertTrue(resumed.out().contains("Validating 2 codecs x 1 datasets (1 pairs validated by an earlier sitting, kept)"),
        resumed.out());
    JsonNode metadata = JSON.readTree(dir.resolve("metadata.json").toFile());
    Map<String, JsonNode> pairs = new java.util.HashMap<>();
    metadata.get("pairs").forEach(p -> pairs.put(p.get("codec").asText(), p));
    assertEquals("declined", pairs.get("json-jackson").get("status").asText());
    assertEquals("declined in the journal of an earlier sitting", pairs.get("json-jackson").get("message").asText());
    assertEquals("passed", pairs.get("protobuf").get("status").asText(), "validated in this sitting");
    assertTrue(keys(dir.resolve("jmh.json")).stream().allMatch(k -> k.contains("|protobuf|")),
        "the declined pair is not timed");
    assertEquals(RunState.FINISHED, RunState.read(dir).phase());
    assertEquals("2026-12-03T10:00:00Z", RunState.read(dir).startedAt());
    assertFalse(Files.exists(dir.resolve(ValidationJournal.FILE)), "metadata.json holds every pair");
  }

  @Test
  void aKilledRunKeepsItsFinishedBenchmarksAndResumesToTheSameResultAsAnUnbrokenOne() throws Exception {
    Path dir = temp.resolve("killed");
    String[] selection = {"run", "--no-allocs", "--codecs", "protobuf,json-jackson", "--datasets", "small,person",
        "--out", dir.toString()};
    Process run = start(temp.resolve("killed.log"), concat(TINY, selection));
    Path journal = dir.resolve(RunJournal.FILE);
    waitFor("two finished benchmarks", 120_000, () -> atLeast(journal, 2));
    List<Long> children = run.descendants().map(ProcessHandle::pid).toList();
    run.destroyForcibly();
    assertTrue(run.waitFor(10, TimeUnit.SECONDS));
    waitFor("the forks to end with their parent", 10_000,
        () -> children.stream().noneMatch(pid -> ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)));

    // What finished is on disk and readable; the run is marked unfinished.
    List<JsonNode> kept = RunJournal.read(journal);
    assertTrue(kept.size() >= 2, kept.toString());
    RunState state = RunState.read(dir);
    assertEquals(RunState.BENCHMARKS, state.phase());
    assertEquals(12, state.planned().size());
    // Dataset by dataset: each dataset's benchmarks (protobuf's four operations, json-jackson's two) together.
    List<String> datasetsInOrder = state.planned().stream().map(k -> k.substring(k.lastIndexOf('|') + 1)).toList();
    assertEquals(2, new java.util.ArrayList<>(new java.util.LinkedHashSet<>(datasetsInOrder)).size());
    assertEquals(datasetsInOrder.get(0), datasetsInOrder.get(5), state.planned().toString());
    assertEquals(datasetsInOrder.get(6), datasetsInOrder.get(11), state.planned().toString());
    assertFalse(Files.exists(dir.resolve("jmh.json")));

    Result resumed = java("run", "--resume", dir.toString());
    assertEquals(0, resumed.code(), resumed.out() + resumed.err());
    assertTrue(resumed.out().contains("Running the remaining"), resumed.out());
    assertTrue(resumed.out().contains("Validation: the run's own, from " + dir.resolve("metadata.json") + " (4 pairs)"),
        "a resumed run continues with the validation it started with: " + resumed.out());
    assertFalse(resumed.out().contains("Validating "), resumed.out());
    List<String> keys = keys(dir.resolve("jmh.json"));
    assertEquals(state.planned(), keys, "every planned benchmark once, in plan order: no duplicate, no gap");
    assertEquals(new HashSet<>(keys).size(), keys.size());
    assertEquals(RunState.FINISHED, RunState.read(dir).phase());
    assertFalse(Files.exists(journal));
    // The run records the commit it was started at, and metadata.json names it.
    String commit = RunState.read(dir).gitCommit();
    JsonNode environment = JSON.readTree(dir.resolve("metadata.json").toFile()).get("environment");
    assertEquals(commit, environment.get("gitCommit").asText() + (environment.get("gitDirty").asBoolean() ? " (dirty)" : ""));

    // An unbroken run of the same selection has the same rows and settings.
    Path unbroken = temp.resolve("unbroken");
    Result whole = java(concat(TINY, "run", "--no-allocs", "--codecs", "protobuf,json-jackson", "--datasets", "small,person",
        "--out", unbroken.toString()));
    assertEquals(0, whole.code(), whole.err());
    assertEquals(keys(unbroken.resolve("jmh.json")), keys);
    JsonNode a = JSON.readTree(dir.resolve("metadata.json").toFile());
    JsonNode b = JSON.readTree(unbroken.resolve("metadata.json").toFile());
    assertEquals(b.get("jmh"), a.get("jmh"));
    // Each dataset's fork arguments, those of the first sitting's too.
    for (int i = 0; i < b.get("datasets").size(); i++) {
      JsonNode forkArgs = b.get("datasets").get(i).get("forkJvmArgs");
      assertFalse(forkArgs.isEmpty(), "fork arguments of " + b.get("datasets").get(i));
      assertEquals(forkArgs, a.get("datasets").get(i).get("forkJvmArgs"), "fork arguments after the resume");
    }
    assertEquals(b.get("pairs").size(), a.get("pairs").size());
    for (int i = 0; i < a.get("pairs").size(); i++) {
      JsonNode pa = a.get("pairs").get(i);
      JsonNode pb = b.get("pairs").get(i);
      for (String field : List.of("codec", "dataset", "status", "timed", "unsafe", "serializedBytes", "minBytes",
          "maxBytes", "gzipBytes", "zstdBytes", "value0Bytes")) {
        assertEquals(pb.get(field), pa.get(field), field + " of pair " + i + " after the resume");
      }
    }
  }

  @Test
  void anInterruptedQuickRunLeavesNoChildJvmBehind() throws Exception {
    // A JVM whose parent ignores SIGINT (a build started in the background by a non-interactive shell)
    // keeps ignoring it, as a user's Ctrl-C never reaches such a run; CI runs the build in the foreground.
    assumeFalse(sigintIgnored() && !"true".equals(System.getenv("CI")),
        "SIGINT is ignored in this build's processes (started in the background): Ctrl-C cannot be tested");
    Path dir = temp.resolve("quick");
    Path log = temp.resolve("quick.log");
    Process run = start(log, "run", "--quick", "--no-allocs", "--codecs", "json-jackson,kryo", "--datasets", "person,small",
        "--out", dir.toString());
    waitFor("the codec JVM's first benchmark", 120_000, () -> atLeast(dir.resolve(RunJournal.FILE), 1));
    // Between one codec's JVM and the next there is a moment with no child: look until one is there.
    Set<Long> children = new HashSet<>();
    waitFor("a codec JVM (a quick run times each codec in a JVM of its own)", 60_000, () -> {
      run.descendants().map(ProcessHandle::pid).forEach(children::add);
      return !children.isEmpty();
    });
    signal(run, "INT");
    assertTrue(run.waitFor(10, TimeUnit.SECONDS));
    waitFor("every child JVM to end", 2_000,
        () -> children.stream().noneMatch(pid -> ProcessHandle.of(pid).map(ProcessHandle::isAlive).orElse(false)));
    String output = Files.readString(log, StandardCharsets.UTF_8);
    assertTrue(output.contains("interrupted: the finished benchmarks are kept in " + dir), output);
    assertTrue(RunJournal.read(dir.resolve(RunJournal.FILE)).size() >= 1);
  }

  @Test
  void aSecondRunIsRefusedWhileTheFirstHoldsTheLock() throws Exception {
    Path first = temp.resolve("first");
    Process run = start(temp.resolve("first.log"), concat(TINY, "run", "--no-allocs", "--codecs", "protobuf",
        "--datasets", "small,person,medium", "--out", first.toString()));
    try {
      waitFor("the first run to start", 120_000, () -> Files.exists(first.resolve(RunState.FILE)));
      Path second = temp.resolve("second");
      for (String[] args : List.of(new String[] {"run", "--no-allocs", "--codecs", "protobuf", "--datasets", "small",
          "--out", second.toString()}, new String[] {"allocs", "--codecs", "protobuf", "--datasets", "small", "--out",
          second.toString()}, new String[] {"robustness", "--codecs", "protobuf", "--datasets", "small", "--out",
          second.toString()})) {
        Result refused = java(args);
        assertEquals(Main.BUSY, refused.code(), args[0] + ": " + refused.err());
        assertTrue(refused.err().startsWith("error: another serbench run holds the lock"), refused.err());
        assertTrue(refused.err().contains("PID " + run.pid() + ": "), refused.err());
        assertTrue(refused.err().contains("--out " + first), refused.err());
        assertFalse(Files.exists(second), args[0] + " wrote " + second);
      }
    } finally {
      run.destroyForcibly();
      run.waitFor(10, TimeUnit.SECONDS);
    }
  }

  /** Whether this process ignores SIGINT (Linux's /proc/self/status; false where there is none). */
  private static boolean sigintIgnored() throws IOException {
    Path status = Path.of("/proc/self/status");
    if (!Files.isReadable(status)) {
      return false;
    }
    for (String line : Files.readAllLines(status, StandardCharsets.UTF_8)) {
      if (line.startsWith("SigIgn:")) {
        return (Long.parseUnsignedLong(line.substring("SigIgn:".length()).strip(), 16) & (1L << 1)) != 0; // SIGINT = 2
      }
    }
    return false;
  }

  private static List<String> tree(Path dir) throws IOException {
    try (Stream<Path> paths = Files.walk(dir)) {
      return paths.map(p -> dir.relativize(p) + (Files.isRegularFile(p) ? ":" + p.toFile().length() : "")).sorted().toList();
    }
  }

  /**
   * Every sitting of a run runs the code it was started with: a run started at another commit whose
   * code differs from this checkout's is not resumed here, and the error says how to resume it.
   */
  @Test
  void aRunOfOtherCodeIsNotResumedHere() throws Exception {
    Path dir = Files.createDirectories(temp.resolve("other-code"));
    String other = "0123456789abcdef0123456789abcdef01234567";
    var state = JSON.createObjectNode().put("formatVersion", 1).put("command", "java -jar benchmarks.jar run ...")
        .put("startedAt", "2026-12-03T10:00:00Z").put("gitCommit", other).put("phase", "validation");
    List.of("--no-allocs", "--codecs", "protobuf", "--datasets", "person").forEach(state.putArray("args")::add);
    state.putArray("planned");
    state.putArray("failed");
    Files.writeString(dir.resolve(RunState.FILE), JSON.writeValueAsString(state));
    List<String> before = tree(dir);

    Result resumed = java("run", "--resume", dir.toString());
    assertEquals(Main.USAGE, resumed.code(), resumed.out() + resumed.err());
    assertTrue(resumed.err().startsWith("error: cannot resume " + dir + ": it was started at commit " + other + " and "),
        resumed.err());
    assertTrue(resumed.err().contains("; resume it with the jar built from a clean checkout of " + other
        + " (git worktree add ../serbench-0123456 " + other + ")"), resumed.err());
    assertEquals(before, tree(dir), "nothing on disk changed");
  }

  /** A run whose benchmarks started on one kind of machine is not continued on another. */
  @Test
  void aRunIsNotResumedOnAnotherKindOfMachine() throws Exception {
    var metadata = JSON.createObjectNode();
    metadata.putObject("environment").put("os", "Linux 6.1.0 amd64").put("cpuModel", "Imaginary CPU 9000")
        .put("cores", 2).put("memoryBytes", 25_000_000_000L);
    Path dir = runInItsBenchmarkPhase("other-machine", metadata);
    List<String> before = tree(dir);

    Result resumed = java("run", "--resume", dir.toString());
    assertEquals(Main.USAGE, resumed.code(), resumed.out() + resumed.err());
    assertTrue(resumed.err().startsWith("error: cannot resume " + dir + ": its benchmarks so far ran on Imaginary CPU "
        + "9000, 2 cores, 23 GiB, Linux amd64 and this machine is "), resumed.err());
    assertTrue(resumed.err().contains("resume it on a machine of that kind, or start a new run"), resumed.err());
    assertEquals(before, tree(dir), "nothing on disk changed");
  }

  /**
   * Hypervisors show one model name for several CPUs: a run recorded with the same name, cores, memory and OS
   * as this machine but another CPU identity (family, model, stepping) is not continued here either.
   */
  @Test
  void aRunIsNotResumedOnAnotherCpuBehindTheSameModelName() throws Exception {
    String here = Environment.cpuId();
    org.junit.jupiter.api.Assumptions.assumeFalse(here.isEmpty(), "/proc/cpuinfo gives no CPU identity here");
    String other = "ImaginaryVendor family 99 model 1 stepping 1";
    var metadata = JSON.createObjectNode();
    metadata.putObject("environment").put("os", Environment.os()).put("cpuModel", Environment.cpuModel())
        .put("cpuId", other).put("cores", Runtime.getRuntime().availableProcessors())
        .put("memoryBytes", Environment.memoryBytes());
    Path dir = runInItsBenchmarkPhase("other-cpu", metadata);
    List<String> before = tree(dir);

    Result resumed = java("run", "--resume", dir.toString());
    assertEquals(Main.USAGE, resumed.code(), resumed.out() + resumed.err());
    assertTrue(resumed.err().startsWith("error: cannot resume " + dir + ": its benchmarks so far ran on "
        + Environment.cpuModel() + " (" + other + "), "), resumed.err());
    assertTrue(resumed.err().contains(" and this machine is " + Environment.cpuModel() + " (" + here + "), "),
        resumed.err());
    assertEquals(before, tree(dir), "nothing on disk changed");
  }

  /** A run directory whose benchmarks have started (protobuf on person), with {@code metadata} as its metadata.json. */
  private Path runInItsBenchmarkPhase(String name, com.fasterxml.jackson.databind.JsonNode metadata) throws Exception {
    Path dir = Files.createDirectories(temp.resolve(name));
    var state = JSON.createObjectNode().put("formatVersion", 1).put("command", "java -jar benchmarks.jar run ...")
        .put("startedAt", "2026-12-03T10:00:00Z").put("phase", "benchmarks");
    List.of("--no-allocs", "--codecs", "protobuf", "--datasets", "person").forEach(state.putArray("args")::add);
    state.putArray("planned").add("encode|protobuf|person");
    state.putArray("failed");
    Files.writeString(dir.resolve(RunState.FILE), JSON.writeValueAsString(state));
    Files.writeString(dir.resolve("metadata.json"), JSON.writeValueAsString(metadata));
    return dir;
  }

  @Test
  void finishedWorkIsNeverOverwrittenAndUnwritableOutputsFailBeforeAnyWork() throws Exception {
    Path done = temp.resolve("done");
    Files.createDirectories(done);
    Files.writeString(done.resolve("jmh.json"), "[ ]\n");
    Files.writeString(done.resolve("allocs.json"), "{}\n");
    Files.writeString(done.resolve("robustness.json"), "{}\n");
    List<String> before = tree(done);

    Result run = java("run", "--codecs", "protobuf", "--datasets", "small", "--out", done.toString());
    assertEquals(Main.USAGE, run.code(), run.err());
    assertTrue(run.err().startsWith("error: " + done + " already holds results (3 entries); "), run.err());
    Result allocs = java("allocs", "--codecs", "protobuf", "--datasets", "small", "--out", done.toString());
    assertEquals(Main.USAGE, allocs.code(), allocs.err());
    assertTrue(allocs.err().startsWith("error: " + done.resolve("allocs.json") + " already exists; --force"), allocs.err());
    Result robustness = java("robustness", "--codecs", "protobuf", "--datasets", "small", "--out", done.toString());
    assertEquals(Main.USAGE, robustness.code(), robustness.err());
    assertTrue(robustness.err().startsWith("error: " + done.resolve("robustness.json") + " already exists"),
        robustness.err());
    Result notARun = java("run", "--resume", done.toString());
    assertEquals(Main.USAGE, notARun.code(), notARun.err());
    assertTrue(notARun.err().contains("is not a serbench run directory (no run-state.json)"), notARun.err());
    Result resumeWithOptions = java("run", "--resume", done.toString(), "--quick");
    assertEquals(Main.USAGE, resumeWithOptions.code());
    assertTrue(resumeWithOptions.err().contains("--resume DIR takes no other option"), resumeWithOptions.err());
    assertEquals(before, tree(done), "nothing on disk changed");

    Path file = temp.resolve("a-file");
    Files.writeString(file, "x");
    Result toFile = java("run", "--codecs", "protobuf", "--datasets", "small", "--out", file.toString());
    assertEquals(Main.IO_ERROR, toFile.code());
    assertEquals("error: cannot write results to " + file + ": it is a file, not a directory", toFile.err().strip());
    Result below = java("run", "--codecs", "protobuf", "--datasets", "small", "--out", file.resolve("sub").toString());
    assertEquals(Main.IO_ERROR, below.code(), below.err());
    assertTrue(below.err().startsWith("error: cannot write to " + file.resolve("sub") + ": "), below.err());
    assertFalse(below.err().contains("\tat "), "no stack trace: " + below.err());
    assertEquals("x", Files.readString(file));
    Result empty = java("run", "--codecs", "protobuf", "--datasets", "small", "--out", "");
    assertEquals(Main.USAGE, empty.code());
    assertEquals("error: --out: empty path (give a directory)", empty.err().strip());

    // --force moves the old results aside, never deletes them.
    Result forced = java(concat(TINY, "run", "--no-allocs", "--force", "--codecs", "protobuf", "--datasets", "small",
        "--out", done.toString()));
    assertEquals(0, forced.code(), forced.err());
    try (Stream<Path> siblings = Files.list(temp)) {
      Path aside = siblings.filter(p -> p.getFileName().toString().startsWith("done.replaced-")).findFirst().orElseThrow();
      assertEquals(before, tree(aside));
    }
    Result finished = java("run", "--resume", done.toString());
    assertEquals(Main.USAGE, finished.code());
    assertTrue(finished.err().contains("the run is finished; there is nothing to resume"), finished.err());
  }
}
