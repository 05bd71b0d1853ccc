package dev.serbench.harness.allocs;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serbench.api.Codec;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Operation;
import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * Runs the allocation-counting pass over a list of pairs: extracts the agent, starts worker JVMs with
 * it ({@link AllocsWorker}), and gathers their results into an {@link AllocsFile}. Nothing is hidden:
 * a pair the worker could not prepare, an operation that threw, a worker JVM that died and an agent
 * that is missing all become failures with their reason.
 *
 * <p>Group-large datasets each get a worker with a heap as large as their JMH forks', one at a time;
 * the other datasets are split between workers that run in parallel (every dataset's values stay
 * cached in a worker once built). A worker that dies is restarted after the pair it died on, which
 * becomes a failure.
 */
public final class AllocationPass {

  /**
   * Worker JVMs at a time: counting is single-threaded and CPU-bound (the agent slows allocation about
   * tenfold), and 2 cores are the machine serbench is measured on.
   */
  static final int PARALLEL_WORKERS = Math.max(1, Math.min(2, Runtime.getRuntime().availableProcessors()));
  /**
   * Heap of a worker for the datasets outside group large: every one's values stay cached, and the
   * largest (map-list-1000x1000, 8 values of a million entries) hold 760 MB as records plus each
   * value's codec form, bytes and decoded copy while a pair is counted.
   */
  static final String DEFAULT_HEAP = "-Xmx6g";
  /** Heap of a worker for one group-large dataset, as its JMH forks get. */
  static final String LARGE_HEAP = "-Xmx12g";

  /**
   * One pair to count.
   *
   * @param operations the operations the codec declares
   * @param large whether the dataset is in group large (its own worker, a larger heap)
   */
  public record Task(String codec, String dataset, List<Operation> operations, boolean large) {

    String line() {
      return codec + "\t" + dataset + "\t" + operations.stream().map(Operation::method).collect(Collectors.joining(","));
    }
  }

  /** java.util.logging's first line of a record from the agent: "Dec 03, 2026 2:39:03 PM com.google...Class method". */
  private static final Pattern AGENT_LOG_HEADER = Pattern.compile(
      "\\S.*\\d:\\d\\d:\\d\\d.* com\\.google\\.monitoring\\.runtime\\.instrumentation\\.[\\w$.]+ [\\w$<>]+");

  /** Whether {@code line} is the header java.util.logging prints above one of the agent's warnings. */
  static boolean agentLogHeader(String line) {
    return AGENT_LOG_HEADER.matcher(line).matches();
  }

  private static final Pattern AGENT_CLASS = Pattern.compile("Error reading: (\\S+)\\.class");

  private static final Pattern STACK_FRAME = Pattern.compile(
      "\\s+(at .*|\\.\\.\\. \\d+ more)|\\s*");

  private final PrintWriter log;
  private final List<String> codecClasses;
  /** The JVM options each registered codec declares it needs (CodecProperties.jvmArgs), by codec id. */
  private final Map<String, List<String>> declaredJvmArgs;
  private final String classPath;
  /** Workers started so far, to name their files. */
  private final AtomicInteger workers = new AtomicInteger();

  /**
   * @param log where progress and the workers' own output go
   * @param codecClasses codec classes for the workers to use besides the registered ones (tests)
   */
  public AllocationPass(PrintWriter log, List<String> codecClasses) {
    this.log = log;
    this.codecClasses = List.copyOf(codecClasses);
    this.declaredJvmArgs = CodecRegistry.load().all().stream()
        .collect(Collectors.toMap(Codec::id, c -> c.properties().jvmArgs()));
    this.classPath = absoluteClassPath();
  }

  /** Counts every task and returns the file's content; declined pairs are left out, as they are not pairs. */
  public AllocsFile run(List<Task> tasks, String command) throws IOException {
    Instant startedAt = Instant.now().truncatedTo(ChronoUnit.SECONDS);
    List<AllocsFile.Entry> entries = Collections.synchronizedList(new ArrayList<>());
    List<AllocsFile.Failure> failures = Collections.synchronizedList(new ArrayList<>());
    Path scratch = Files.createTempDirectory("serbench-allocs");
    try {
      Path agent;
      try {
        agent = AgentJar.extract(scratch);
      } catch (IOException e) {
        for (Task task : tasks) {
          fail(failures, task, task.operations(), e.getMessage());
        }
        return new AllocsFile(AgentJar.coordinates(), command, startedAt, now(), AllocationCounter.WARMUP_CALLS, entries,
            failures);
      }
      runInParallel(units(tasks), agent, scratch, entries, failures);
    } finally {
      deleteRecursively(scratch);
    }
    // In the order of the tasks, whichever worker counted them.
    Map<String, Integer> order = new LinkedHashMap<>();
    tasks.forEach(t -> order.putIfAbsent(t.codec() + "|" + t.dataset(), order.size()));
    Comparator<String[]> byTask = Comparator.<String[]>comparingInt(
        k -> order.getOrDefault(k[0] + "|" + k[1], Integer.MAX_VALUE)).thenComparing(k -> Operation.ofMethod(k[2]));
    List<AllocsFile.Entry> sortedEntries = entries.stream()
        .sorted(Comparator.comparing(e -> new String[] {e.codec(), e.dataset(), e.operation()}, byTask))
        .toList();
    List<AllocsFile.Failure> sortedFailures = failures.stream()
        .sorted(Comparator.comparing(f -> new String[] {f.codec(), f.dataset(), f.operation()}, byTask))
        .toList();
    return new AllocsFile(AgentJar.coordinates(), command, startedAt, now(), AllocationCounter.WARMUP_CALLS,
        sortedEntries, sortedFailures);
  }

  /**
   * The tasks split into units of work, each a list of worker runs (dataset groups): all group-large
   * datasets in one unit, one worker each, one after the other (two 8 GB heaps at once would be too
   * many); the other datasets split by dataset among the remaining parallel units.
   */
  private static List<List<List<Task>>> units(List<Task> tasks) {
    Map<String, List<Task>> large = new LinkedHashMap<>();
    Map<String, List<Task>> other = new LinkedHashMap<>();
    for (Task task : tasks) {
      (task.large() ? large : other).computeIfAbsent(task.dataset(), k -> new ArrayList<>()).add(task);
    }
    List<List<List<Task>>> units = new ArrayList<>();
    if (!large.isEmpty()) {
      units.add(new ArrayList<>(large.values()));
    }
    int parts = Math.max(1, PARALLEL_WORKERS - units.size());
    List<List<Task>> split = new ArrayList<>();
    int i = 0;
    for (List<Task> dataset : other.values()) {
      if (split.size() < parts) {
        split.add(new ArrayList<>());
      }
      split.get(i++ % parts).addAll(dataset);
    }
    split.forEach(part -> units.add(List.of(part)));
    return units;
  }

  private void runInParallel(List<List<List<Task>>> units, Path agent, Path scratch, List<AllocsFile.Entry> entries,
      List<AllocsFile.Failure> failures) throws IOException {
    ExecutorService pool = Executors.newFixedThreadPool(PARALLEL_WORKERS);
    try {
      List<Future<?>> done = new ArrayList<>();
      for (List<List<Task>> unit : units) {
        done.add(pool.submit(() -> {
          for (List<Task> group : unit) {
            runWorkers(group, agent, group.get(0).large() ? LARGE_HEAP : DEFAULT_HEAP, scratch, entries, failures);
          }
          return null;
        }));
      }
      for (Future<?> future : done) {
        future.get();
      }
    } catch (ExecutionException e) {
      throw e.getCause() instanceof IOException io ? io : new IOException(e.getCause());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while counting allocations", e);
    } finally {
      pool.shutdownNow();
    }
  }

  /** Runs workers until every task has a result: each dead worker costs the pair it was counting. */
  private void runWorkers(List<Task> tasks, Path agent, String heap, Path scratch, List<AllocsFile.Entry> entries,
      List<AllocsFile.Failure> failures) throws IOException {
    List<Task> remaining = new ArrayList<>(tasks);
    int fruitless = 0;
    while (!remaining.isEmpty()) {
      int n = workers.incrementAndGet();
      Path taskFile = scratch.resolve("tasks-" + n + ".txt");
      Path resultFile = scratch.resolve("results-" + n + ".jsonl");
      Files.write(taskFile, remaining.stream().map(Task::line).toList(), StandardCharsets.UTF_8);
      Files.createFile(resultFile);
      int exit = runWorker(n, agent, heap, taskFile, resultFile, remaining);
      Map<String, Integer> reported = collect(resultFile, entries, failures);
      boolean progress = !reported.isEmpty();
      boolean blamed = false;
      List<Task> next = new ArrayList<>();
      for (Task task : remaining) {
        int done = reported.getOrDefault(task.codec() + "|" + task.dataset(), 0);
        if (done < 0 || done >= task.operations().size()) {
          continue;
        }
        if (!blamed) {
          // The first pair without every result is the one the worker was counting when it ended.
          blamed = true;
          fail(failures, task, task.operations().subList(done, task.operations().size()),
              "the worker JVM ended (exit code " + exit + ") while counting this pair: see its output");
        } else {
          next.add(task);
        }
      }
      fruitless = progress ? 0 : fruitless + 1;
      if (fruitless >= 2) {
        // Two workers in a row ended before any result: the JVM cannot start, retrying would not help.
        for (Task task : next) {
          fail(failures, task, task.operations(), "not counted: the worker JVM ended twice without a result "
              + "(exit code " + exit + "): see its output");
        }
        next.clear();
      }
      remaining = next;
    }
  }

  /**
   * Runs one worker JVM for {@code tasks} (with the JVM options their codecs declare) and copies its output
   * to the log, without the stack traces' frames.
   */
  private int runWorker(int n, Path agent, String heap, Path taskFile, Path resultFile, List<Task> tasks)
      throws IOException {
    List<String> command = new ArrayList<>(List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-javaagent:" + agent, heap, dev.serbench.harness.ChildWatchdog.jvmArg(),
        // C2 replaces some allocating JDK methods by intrinsics that skip the agent's hooks (Arrays.copyOf
        // of an Object[], as ArrayList grows, was counted, then not, once C2 compiled it); C1 keeps them.
        "-XX:TieredStopAtLevel=1",
        // The agent appends itself to the boot class path, which class data sharing does not support.
        "-Xshare:off",
        "-cp", classPath, AllocsWorker.class.getName(),
        taskFile.toString(), resultFile.toString()));
    command.addAll(1, tasks.stream().flatMap(t -> declaredJvmArgs.getOrDefault(t.codec(), List.of()).stream())
        .distinct().toList());
    command.addAll(codecClasses);
    Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
    process.getOutputStream().close();
    try (InputStream output = process.getInputStream();
         BufferedReader lines = new BufferedReader(new InputStreamReader(output, StandardCharsets.UTF_8))) {
      // The agent warns, with a stack trace, of every class it cannot instrument (classes generated at
      // run time): one line per class is enough for the console.
      boolean inWarning = false;
      for (String line = lines.readLine(); line != null; line = lines.readLine()) {
        if (agentLogHeader(line)) {
          continue; // the date and source line java.util.logging prints above each of the agent's warnings
        }
        if (line.contains("AllocationInstrumenter instrument") || line.startsWith("WARNING: Failed to instrument")) {
          inWarning = true;
          continue;
        }
        if (inWarning && (line.startsWith("java.") || line.startsWith("Caused by: ") || STACK_FRAME.matcher(line).matches())) {
          java.util.regex.Matcher reading = AGENT_CLASS.matcher(line);
          if (reading.find() && line.startsWith("java.")) {
            String name = reading.group(1);
            log.println("  allocs worker " + n + ": agent could not instrument " + name.substring(name.lastIndexOf('/') + 1)
                + " (not counted)");
          }
          continue;
        }
        inWarning = false;
        if (!STACK_FRAME.matcher(line).matches()) {
          log.println("  allocs worker " + n + ": " + line);
        }
      }
    }
    try {
      return process.waitFor();
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
      throw new IOException("interrupted while the allocation worker ran", e);
    }
  }

  /**
   * Adds a result file's entries and failures; returns, by "codec|dataset", how many operations have a
   * result, or -1 for a declined pair.
   */
  private static Map<String, Integer> collect(Path resultFile, List<AllocsFile.Entry> entries,
      List<AllocsFile.Failure> failures) throws IOException {
    ObjectMapper json = new ObjectMapper();
    Map<String, Integer> reported = new LinkedHashMap<>();
    for (String line : Files.readAllLines(resultFile, StandardCharsets.UTF_8)) {
      if (line.isBlank()) {
        continue;
      }
      JsonNode node;
      try {
        node = json.readTree(line);
      } catch (IOException e) {
        continue; // the last line of a worker that died while writing it
      }
      String key = node.get("codec").asText() + "|" + node.get("dataset").asText();
      if (node.has("declined")) {
        reported.put(key, -1);
      } else if (node.has("message")) {
        failures.add(json.treeToValue(node, AllocsFile.Failure.class));
        reported.merge(key, 1, Integer::sum);
      } else {
        entries.add(json.treeToValue(node, AllocsFile.Entry.class));
        reported.merge(key, 1, Integer::sum);
      }
    }
    return reported;
  }

  private static void fail(List<AllocsFile.Failure> failures, Task task, List<Operation> operations, String message) {
    for (Operation operation : operations) {
      failures.add(new AllocsFile.Failure(task.codec(), task.dataset(), operation.method(), message));
    }
  }

  /** This JVM's class path with absolute entries, for workers started elsewhere. */
  private static String absoluteClassPath() {
    return Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
        .filter(s -> !s.isEmpty())
        .map(s -> Path.of(s).toAbsolutePath().toString())
        .collect(Collectors.joining(File.pathSeparator));
  }

  private static Instant now() {
    return Instant.now().truncatedTo(ChronoUnit.SECONDS);
  }

  private static void deleteRecursively(Path dir) throws IOException {
    try (var paths = Files.walk(dir)) {
      for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    }
  }
}
