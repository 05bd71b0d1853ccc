package dev.serbench.harness;

import dev.serbench.api.Codec;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.harness.allocs.AllocationPass;
import dev.serbench.harness.allocs.AllocsFile;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.Callable;
import dev.serbench.harness.go.GoException;
import dev.serbench.harness.go.GoTurns;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.CommandLineOptionException;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Unmatched;

/** {@code run}: validate, benchmark the pairs that passed, write a results directory, print the table. */
@Command(name = "run", mixinStandardHelpOptions = true,
    description = {
        "Validate the selected pairs, run JMH benchmarks (with the GC profiler) of the operations each codec declares "
            + "(encode, decode; fromModel and toModel for codecs that convert) for every pair that passed, "
            + "write a results directory (jmh.json, metadata.json), count the allocations of the timed pairs in a "
            + "separate JVM (allocs.json, as the allocs command does) and print the results table.",
        "A pair that fails validation is reported and not timed; the others still run. Exit 1 if any pair failed.",
        "Any JMH option may follow (e.g. -f 1 -wi 2 -i 3 -w 1s -r 1s); it overrides serbench's default for it."})
final class RunCommand implements Callable<Integer> {

  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HHmmss'Z'")
      .withZone(ZoneOffset.UTC);

  @ParentCommand
  private Main main;

  @Mixin
  private Selection selection;

  @Option(names = "--quick", description = "Quick settings (the steady-state warm-up with shorter minimums, "
      + "3 x 50 ms measurement, every benchmark of a codec in one JVM of its own, a class loader per dataset; "
      + "indicative only); "
      + "group-large datasets only when named by id.")
  private boolean quick;

  @Option(names = "--out", paramLabel = "DIR", description = "Results directory (default: results/<UTC timestamp>); "
      + "must not exist or be empty.")
  private Path out;

  @Option(names = "--no-allocs", description = "Skip the allocation-counting pass after JMH (no allocs.json, "
      + "no allocs/op columns).")
  private boolean noAllocs;

  @Option(names = "--resume", paramLabel = "DIR", description = "Continue the unfinished run in DIR where it stopped, "
      + "with the settings and the validation it was started with (no other option may be given).")
  private Path resume;

  @Option(names = "--force", description = "Move an existing, non-empty --out directory aside "
      + "(to DIR.replaced-<time>) instead of refusing it.")
  private boolean force;

  @Option(names = "--verbose", description = "Show JMH's own output live (it always goes to DIR/jmh.log).")
  private boolean verbose;

  @Option(names = "--jvm", paramLabel = "PATH", description = "Run the timing JVMs on this JDK (a JDK home or a "
      + "java binary) instead of the one running serbench; repeatable: one run per JDK, into DIR/jdk-<version>, "
      + "validated once, the JDKs taking turns pair by pair (`run --resume DIR` continues them together).")
  private List<Path> jvms = new ArrayList<>();

  @Option(names = "--go", description = "Also run the Go studies' benchmarks on this machine, as the go command "
      + "does, into DIR/go (with several --jvm, beside the JDKs' directories): a dataset at a time, each right after "
      + "the JVM's pairs of that dataset, so that its JVM and Go figures are minutes apart however long the run. "
      + "Needs what the go command needs.")
  private boolean go;

  @Option(names = "--go-benchtime", paramLabel = "T", description = "With --go: go test -benchtime (default: Go's, "
      + "1s; 1x runs each benchmark once).")
  private String goBenchtime;

  /** The JDK of this run's timing JVMs. */
  private ForkJdk jdk;

  @Option(names = "--validation-from", paramLabel = "DIR", description = "Take the validation of the results "
      + "directory DIR (its metadata.json) instead of validating again: "
      + "for a second run of the same selection on another JDK (--jvm). Validation runs in serbench's own JVM, not "
      + "the timing JDK, so it is the same; DIR must be of the same commit, with every selected pair.")
  private Path validationFrom;

  @Option(names = "--wide", description = "Print every column of the results table (B/op too) instead of the "
      + "one that fits 100 columns.")
  private boolean wide;

  @Option(names = "--shard", paramLabel = "K/N", description = "Run shard K of N of the selection (1 <= K <= N <= "
      + Shard.MAX_COUNT + "): a deterministic share, balanced by expected time, that keeps each pair's operations "
      + "together; `report DIR...` merges the N shards' directories into one run.")
  private String shard;

  @Unmatched
  private List<String> jmhArgs = new ArrayList<>();

  @Override
  public Integer call() throws Exception {
    if (resume != null) {
      return resume();
    }
    Instant startedAt = Instant.now().truncatedTo(ChronoUnit.SECONDS);
    // Bad usage is found before anything is locked or written.
    jmhOptions();
    List<ForkJdk> jdks = jvms.isEmpty() ? List.of(ForkJdk.current()) : jvms.stream().map(ForkJdk::at).toList();
    if (jdks.stream().map(ForkJdk::label).distinct().count() < jdks.size()) {
      throw new IllegalArgumentException("--jvm: two of the JDKs are Java " + jdks.get(0).feature()
          + " and would share a results directory; give one JDK per Java version");
    }
    if (shard != null) {
      Shard.parse(shard);
    }
    if (goBenchtime != null && !go) {
      throw new IllegalArgumentException("--go-benchtime goes with --go");
    }
    Registry.load(main.err());
    selection.datasets(quick);
    Path dir = out != null ? OutputLocation.require(out, "--out") : Path.of("results", STAMP.format(startedAt));
    try (RunLock lock = RunLock.acquire(command())) {
      if (jdks.size() == 1) {
        jdk = jdks.get(0);
        OutputLocation.freshDirectory(dir, force, "`run --resume " + dir + "` continues an unfinished run, ",
            main.out());
        return execute(dir, null, startedAt, dir.resolve(GO_DIR));
      }
      // One run per JDK, each a results directory of its own that `run --resume` and `report` take as any other,
      // validated once; their pairs take turns (interleave).
      OutputLocation.freshDirectory(dir, force, "`run --resume " + dir + "` continues an unfinished run, ", main.out());
      GoTurns goTurns = goTurns(dir.resolve(GO_DIR));
      List<Sitting> sittings = new ArrayList<>();
      try {
        SharedValidation validation = null;
        for (int i = 0; i < jdks.size(); i++) {
          jdk = jdks.get(i);
          Path sub = dir.resolve(jdk.label());
          main.out().println("JDK " + jdk.version() + " (" + jdk.java() + "): " + sub);
          Files.createDirectories(sub);
          onlyJvm = jvms.get(i);
          Sitting sitting = open(sub, null, Instant.now().truncatedTo(ChronoUnit.SECONDS), validation, dir);
          sittings.add(sitting);
          validation = new SharedValidation(sitting.checks, sub);
        }
      } catch (Exception | Error e) {
        sittings.forEach(Sitting::close);
        closeQuietly(goTurns);
        throw e;
      }
      return interleave(sittings, goTurns);
    }
  }

  /** The directory of the Go side of a run ({@code --go}). */
  static final String GO_DIR = "go";

  /**
   * The Go side of this run ({@code --go}) writing into {@code goDir}, ready (tools found, workspace built,
   * values checked), or null without {@code --go}.
   */
  private GoTurns goTurns(Path goDir) throws IOException {
    if (!go) {
      return null;
    }
    try {
      GoTurns turns = GoTurns.open(goDir, selection.datasets(quick), goBenchtime, main.out());
      if (turns == null) {
        throw new RefusedException(Main.CHECK_FAILED, "--go: a Go value differs from serbench's (the table above); "
            + "nothing was timed");
      }
      return turns;
    } catch (GoException e) {
      throw new RefusedException(Main.CHECK_FAILED, "--go: " + e.getMessage());
    }
  }

  private static void closeQuietly(GoTurns goTurns) {
    if (goTurns != null) {
      goTurns.close();
    }
  }

  /**
   * The JDK directories of a run of several JDKs ({@code DIR/jdk-<version>}, each with its run's state), in
   * the order of their Java versions; empty when {@code dir} is not one.
   */
  static List<Path> jdkParts(Path dir) throws IOException {
    if (!Files.isDirectory(dir) || Files.exists(dir.resolve(RunState.FILE))) {
      return List.of();
    }
    try (var children = Files.list(dir)) {
      return children.filter(c -> c.getFileName().toString().matches("jdk-\\d+"))
          .filter(c -> Files.isRegularFile(c.resolve(RunState.FILE)))
          .sorted(java.util.Comparator.comparingInt(c -> Integer.parseInt(c.getFileName().toString().substring(4))))
          .toList();
    }
  }

  /** Continues the unfinished JDK directories of a run of several JDKs together, their pairs taking turns. */
  private Integer resumeTogether(List<Path> parts) throws Exception {
    try (RunLock lock = RunLock.acquire(command())) {
      List<Sitting> sittings = new ArrayList<>();
      GoTurns goTurns = null;
      try {
        for (Path part : parts) {
          RunState state = RunState.read(part);
          if (RunState.FINISHED.equals(state.phase())) {
            main.out().println(part + ": finished");
            continue;
          }
          OutputLocation.writableDirectory(part);
          RunCommand original = original(state);
          main.out().println("Resuming " + part + " (started " + state.startedAt() + " as `" + state.command() + "`)");
          if (sittings.isEmpty()) {
            goTurns = original.goTurns(resume.resolve(GO_DIR));
          }
          sittings.add(original.open(part, state, Instant.parse(state.startedAt()), null, resume));
        }
      } catch (Exception | Error e) {
        sittings.forEach(Sitting::close);
        closeQuietly(goTurns);
        throw e;
      }
      if (sittings.isEmpty()) {
        throw new RefusedException(Main.USAGE, resume + ": the runs of its JDKs are finished; there is nothing to "
            + "resume");
      }
      return interleave(sittings, goTurns);
    }
  }

  /** A command with the options {@code state}'s run was started with, to continue it. */
  private RunCommand original(RunState state) {
    RunCommand original = new RunCommand();
    new picocli.CommandLine(original).setUnmatchedArgumentsAllowed(true).parseArgs(state.args().toArray(String[]::new));
    original.main = main;
    original.verbose = verbose;
    original.wide = wide;
    return original;
  }

  private Integer resume() throws Exception {
    if (out != null || quick || noAllocs || force || !jmhArgs.isEmpty() || selection.codecs != null
        || selection.datasets != null || !jvms.isEmpty() || shard != null || validationFrom != null || go
        || goBenchtime != null) {
      throw new IllegalArgumentException("--resume DIR takes no other option but --verbose and --wide: the run continues "
          + "with the options it was started with");
    }
    List<Path> parts = jdkParts(resume);
    if (!parts.isEmpty()) {
      return resumeTogether(parts);
    }
    RunState state = RunState.read(resume);
    if (RunState.FINISHED.equals(state.phase())) {
      throw new RefusedException(Main.USAGE, resume + ": the run is finished; there is nothing to resume");
    }
    RunCommand original = original(state);
    try (RunLock lock = RunLock.acquire(command())) {
      OutputLocation.writableDirectory(resume);
      main.out().println("Resuming " + resume + " (started " + state.startedAt() + " as `" + state.command() + "`)");
      // A JDK's part of a run of several, resumed alone, adds its Go benchmarks beside the JDKs' directories.
      Path parent = resume.toAbsolutePath().getParent();
      boolean part = parent != null && jdkParts(parent).stream().anyMatch(p -> p.toAbsolutePath().equals(resume.toAbsolutePath()));
      return original.execute(resume, state, Instant.parse(state.startedAt()),
          part ? parent.resolve(GO_DIR) : resume.resolve(GO_DIR));
    }
  }

  private CommandLineOptions jmhOptions() {
    try {
      return new CommandLineOptions(jmhArgs.toArray(String[]::new));
    } catch (CommandLineOptionException e) {
      throw new IllegalArgumentException("bad JMH option: " + e.getMessage(), e);
    }
  }

  private String command() {
    return Environment.command("benchmarks.jar run " + String.join(" ", main.args()));
  }

  /**
   * The validation of another results directory of the same commit, for every selected pair: its
   * metadata.json's pairs (written once its validation has finished).
   *
   * @throws RefusedException naming the file and what does not match
   */
  static List<PairCheck> borrowedValidation(Path from, List<Codec> codecs, List<Dataset<?>> datasets)
      throws IOException {
    Path metadata = from.resolve("metadata.json");
    if (!Files.isRegularFile(metadata)) {
      throw new RefusedException(Main.USAGE, metadata + ": missing (--validation-from takes a results directory "
          + "whose validation has finished)");
    }
    com.fasterxml.jackson.databind.JsonNode environment = new com.fasterxml.jackson.databind.ObjectMapper()
        .readTree(metadata.toFile()).path("environment");
    Map<String, Object> here = Environment.describe(List.of(), ForkJdk.current());
    String theirs = environment.path("gitCommit").asText("") + (environment.path("gitDirty").asBoolean(true)
        ? " (dirty)" : "");
    String ours = here.get("gitCommit") + (Boolean.TRUE.equals(here.get("gitDirty")) ? " (dirty)" : "");
    if (!theirs.equals(ours)) {
      throw new RefusedException(Main.USAGE, metadata + ": validated at commit " + theirs + ", this serbench is "
          + ours + ": --validation-from needs a run of the same commit");
    }
    List<PairCheck> checks = Metadata.readChecks(metadata, codecs, datasets);
    if (checks == null) {
      throw new RefusedException(Main.USAGE, metadata + ": does not hold the validation of exactly the selected "
          + codecs.size() + " codecs x " + datasets.size() + " datasets (--validation-from needs the same selection)");
    }
    return checks;
  }

  /** In a run of several JDKs, the --jvm of the one running now (its directory's resume takes only it). */
  private Path onlyJvm;

  /**
   * The {@code run} arguments to keep for {@code --resume}: the given ones without the output options
   * (and, in a run of several JDKs, with only the --jvm of this directory's).
   */
  private List<String> storedArgs() {
    List<String> all = main.args();
    List<String> kept = new ArrayList<>();
    for (int i = all.indexOf("run") + 1; i < all.size(); i++) {
      String arg = all.get(i);
      if (arg.equals("--out") || (onlyJvm != null && arg.equals("--jvm"))) {
        i++;
      } else if (onlyJvm != null && arg.startsWith("--jvm=")) {
        continue;
      } else if (!arg.startsWith("--out=") && !List.of("--force", "--verbose", "--wide").contains(arg)) {
        kept.add(arg);
      }
    }
    if (onlyJvm != null) {
      kept.addAll(List.of("--jvm", onlyJvm.toString()));
    }
    return kept;
  }

  /** Runs (or, with a prior state, continues) the run in {@code dir}, which is locked and writable. */
  private Integer execute(Path dir, RunState prior, Instant startedAt, Path goDir) throws Exception {
    GoTurns goTurns = goTurns(goDir);
    Sitting sitting;
    try {
      sitting = open(dir, prior, startedAt, null, dir);
    } catch (Exception | Error e) {
      closeQuietly(goTurns);
      throw e;
    }
    return interleave(List.of(sitting), goTurns);
  }

  /**
   * Runs the sittings' steps and finishes each; returns the worst exit code. One sitting runs its steps in
   * order. Several (a run of several JDKs) take turns: each step (a pair's benchmarks; a quick run's codec JVM)
   * runs on every JDK before the next step starts, the JDK that goes first alternating, so that a change in the
   * machine's speed over the hours of a run touches every JDK alike and their ratios stay comparable.
   */
  private static Integer interleave(List<Sitting> sittings, GoTurns go) throws Exception {
    List<List<Sitting.Step>> steps = new ArrayList<>();
    try {
      for (Sitting sitting : sittings) {
        steps.add(sitting.steps());
      }
      List<Sitting.Step> order = turns(steps, Sitting.Step::key);
      if (go != null) {
        // The Go benchmarks of a dataset run right after its last pair; a dataset with no pair left (all
        // done by an earlier sitting, or none passed validation) has them first. A quick run's steps are
        // codecs, not datasets: its Go benchmarks run after them.
        Set<String> ahead = new HashSet<>();
        order.forEach(step -> ahead.add(step.dataset()));
        if (!ahead.contains(null)) {
          for (String id : go.pendingIds()) {
            if (!ahead.contains(id)) {
              go.run(id);
            }
          }
        }
      }
      for (int i = 0; i < order.size(); i++) {
        Sitting.Step step = order.get(i);
        step.run();
        String dataset = step.dataset();
        boolean lastOfDataset = dataset != null && (i + 1 == order.size() || !dataset.equals(order.get(i + 1).dataset()));
        if (go != null && lastOfDataset && go.pending(dataset)) {
          go.run(dataset);
        }
      }
      if (go != null) {
        for (String id : go.pendingIds()) {
          go.run(id);
        }
      }
    } catch (GoException e) {
      Sitting first = sittings.get(0);
      first.err().println("error: --go: " + e.getMessage() + "; the finished benchmarks are kept: continue with "
          + "`run --resume " + first.resumeDir + "`");
      return Main.CHECK_FAILED;
    } catch (RunnerException e) {
      Sitting first = sittings.get(0);
      first.err().println("error: JMH could not run: " + e.getMessage()
          + " (JMH allows one run per machine at a time: is another benchmark running?); the finished benchmarks "
          + "are kept: continue with `run --resume " + first.resumeDir + "`");
      return Main.CHECK_FAILED;
    } finally {
      sittings.forEach(Sitting::close);
      closeQuietly(go);
    }
    int worst = 0;
    for (Sitting sitting : sittings) {
      worst = Math.max(worst, sitting.finish());
    }
    if (go != null) {
      PrintWriter console = sittings.get(0).console();
      if (go.failures().isEmpty()) {
        console.println("Go: " + go.benchFile());
      } else {
        console.println("Go benchmarks failed for " + String.join(", ", go.failures()));
        worst = Math.max(worst, Main.CHECK_FAILED);
      }
    }
    return worst;
  }

  /**
   * The order in which several sittings' steps run: by key, in the order of the sitting with the most steps
   * (then keys only others have), every sitting's step of a key before the next key, the sittings going first
   * in turn (A B, B A, A B, ...). A sitting without a key (in a resumed run, a JDK that got further) sits that
   * round out.
   */
  static <T> List<T> turns(List<List<T>> steps, java.util.function.Function<T, String> key) {
    Map<String, List<T>> byKey = new LinkedHashMap<>();
    steps.stream().max(java.util.Comparator.comparingInt(List::size)).orElse(List.of())
        .forEach(step -> byKey.put(key.apply(step), new ArrayList<>()));
    for (List<T> sitting : steps) {
      sitting.forEach(step -> byKey.computeIfAbsent(key.apply(step), k -> new ArrayList<>()).add(step));
    }
    List<T> order = new ArrayList<>();
    int turn = 0;
    for (List<T> round : byKey.values()) {
      List<T> next = new ArrayList<>(round);
      if (turn++ % 2 == 1) {
        java.util.Collections.reverse(next);
      }
      order.addAll(next);
    }
    return order;
  }

  /**
   * Readies the run in {@code dir} (locked and writable) for its benchmarks: checks that this sitting may
   * continue it, validates (or takes {@code shared}, the validation another JDK's sitting of this process
   * made, or the run's own), plans, writes the run's state and metadata, and makes the measuring JVMs'
   * class-data-sharing archive. {@code resumeDir} is what an interrupted sitting says to resume.
   */
  private Sitting open(Path dir, RunState prior, Instant startedAt, SharedValidation shared, Path resumeDir)
      throws Exception {
    PrintWriter console = main.out();
    // Every sitting of a run runs the code it was started with; metadata.json names that commit.
    String gitCommit = prior == null ? Environment.commitLabel() : prior.gitCommit();
    String difference = prior == null || gitCommit == null ? null : Environment.codeDifference(gitCommit);
    if (difference != null) {
      String start = gitCommit.replace(Environment.DIRTY, "");
      throw new RefusedException(Main.USAGE, "cannot resume " + dir + ": it was started at commit " + gitCommit
          + " and " + difference + "; resume it with the jar built from a clean checkout of " + start
          + " (git worktree add ../serbench-" + start.substring(0, Math.min(7, start.length())) + " " + start + ")");
    }
    // Every sitting that times benchmarks runs on one kind of machine: the hosts a run gets may change
    // between sittings (this project's sessions got AMD EPYC and Intel Xeon hosts), and rows of two CPUs in
    // one table would rank codecs by where they ran. metadata.json names the machine of the timed sittings: the
    // CPU's model name and, where it records one, its identity (family, model, stepping), since a hypervisor may
    // show one model name for several CPUs. A run recorded without the identity is compared by the name only.
    Path metadataFile = dir.resolve("metadata.json");
    if (prior != null && !RunState.VALIDATION.equals(prior.phase()) && Files.isRegularFile(metadataFile)) {
      var environment = RunJournal.JSON.readTree(metadataFile.toFile()).path("environment");
      String ran = Environment.machineKind(environment);
      String here = Environment.machineKind(!environment.path("cpuId").asText("").isEmpty());
      if (!ran.equals(here)) {
        throw new RefusedException(Main.USAGE, "cannot resume " + dir + ": its benchmarks so far ran on " + ran
            + " and this machine is " + here + "; a run's rows come from one kind of machine (report merges parts "
            + "of one kind only): resume it on a machine of that kind, or start a new run (" + dir
            + " keeps its finished rows)");
      }
    }
    CommandLineOptions cli = jmhOptions();
    JmhSettings settings = JmhSettings.resolve(cli, quick);
    // Quick runs pay one JVM start per codec instead of one per pair, unless JMH settings are given.
    boolean jvmPerCodec = quick && settings.calibrated();
    CodecRegistry registry = Registry.load(main.err());
    List<Codec> codecs = selection.codecs(registry);
    List<Dataset<?>> datasets = selection.datasets(quick);
    ForkJournal forkJournal = new ForkJournal(dir);

    // A resumed run continues with the validation it started with (the same pairs and sizes as its
    // finished part, and no second pass of minutes over the group-large datasets); one stopped during its
    // validation continues that (validation.jsonl holds the pairs validated so far).
    boolean validating = prior == null || RunState.VALIDATION.equals(prior.phase());
    List<PairCheck> checks = validating ? null : Metadata.readChecks(dir.resolve("metadata.json"), codecs, datasets);
    ValidationJournal validationJournal = null;
    if (checks != null) {
      console.println("Validation: the run's own, from " + dir.resolve("metadata.json") + " (" + checks.size()
          + " pairs)");
    } else if (shared != null) {
      checks = shared.checks();
      console.println("Validation: " + shared.dir() + "'s (" + checks.size() + " pairs, validated by this process "
          + "in serbench's own JVM)");
    } else if (validationFrom != null) {
      checks = borrowedValidation(validationFrom, codecs, datasets);
      console.println("Validation: " + validationFrom + "'s (" + checks.size() + " pairs, validated in serbench's own "
          + "JVM at the same commit; --validation-from)");
    } else {
      if (prior == null) {
        // So that a run stopped during its validation (hours for the group-large datasets) can be resumed.
        new RunState(RunState.FORMAT_VERSION, command(), storedArgs(), startedAt.toString(), RunState.VALIDATION,
            List.of(), List.of(), null, List.of(), gitCommit).write(dir);
      }
      Map<String, PairCheck> done = prior == null ? Map.of() : ValidationJournal.read(dir, codecs, datasets);
      console.println("Validating " + codecs.size() + " codecs x " + datasets.size() + " datasets"
          + (done.isEmpty() ? "" : " (" + done.size() + " pairs validated by an earlier sitting, kept)") + " ...");
      console.flush();
      long validationStart = System.nanoTime();
      validationJournal = ValidationJournal.open(dir);
      Thread duringValidation = new Thread(() -> {
        main.err().println("interrupted during validation: the pairs validated so far are kept in "
            + dir.resolve(ValidationJournal.FILE) + "; continue with: java -jar harness/target/benchmarks.jar run "
            + "--resume " + resumeDir);
        main.err().flush();
      }, "serbench-interrupt-validation");
      Runtime.getRuntime().addShutdownHook(duringValidation);
      try {
        checks = PairCheck.checkAll(codecs, datasets, console, done, validationJournal::record);
      } finally {
        try {
          Runtime.getRuntime().removeShutdownHook(duringValidation);
        } catch (IllegalStateException shuttingDown) {
          // the hook runs: the JVM is being stopped
        }
      }
      forkJournal.recordPhase("validation", (System.nanoTime() - validationStart) / 1_000_000);
      // Validation held every value of each dataset in this JVM (GBs for the group-large ones, with
      // -Xmx12g or more); a full collection gives that heap back to the OS before the measuring JVMs
      // pre-touch theirs (-Xms12g for the group-large datasets), so the two never need the RAM at once.
      System.gc();
    }
    List<PairCheck> passed = checks.stream().filter(PairCheck::passed).toList();
    List<PairCheck> failed = checks.stream().filter(c -> !c.passed()).toList();
    failed.forEach(c -> console.println("  not timed: " + c.codec().id() + " x " + c.dataset().id() + " "
        + c.statusLabel() + ": " + c.message()));

    if (jdk == null) {
      jdk = jvms.isEmpty() ? ForkJdk.current() : ForkJdk.at(jvms.get(jvms.size() - 1));
    }
    BenchmarkRunner runner = new BenchmarkRunner(cli, settings, codecs, jdk);
    List<BenchmarkRunner.Benchmark> benchmarks = jvmPerCodec ? BenchmarkRunner.benchmarks(BenchmarkRunner.groupByCodec(passed))
        : BenchmarkRunner.inDatasetOrder(BenchmarkRunner.benchmarks(BenchmarkRunner.group(passed)), datasets, codecs);
    List<String> selected = benchmarks.stream().map(BenchmarkRunner.Benchmark::key).toList();
    Shard.Plan shardPlan = null;
    if (shard != null) {
      Shard chosen = Shard.parse(shard);
      benchmarks = chosen.select(benchmarks, passed, settings);
      shardPlan = new Shard.Plan(chosen, benchmarks.size(), selected.size());
      console.println("Shard " + shardPlan.shard().label() + ": " + benchmarks.size() + " of the selection's "
          + selected.size() + " benchmarks");
    }
    List<String> planned = benchmarks.stream().map(BenchmarkRunner.Benchmark::key).toList();
    if (!validating && !prior.planned().equals(planned)) {
      throw new RefusedException(Main.USAGE, "cannot resume " + dir + ": it planned " + prior.planned().size()
          + " benchmarks and this serbench plans " + planned.size() + " different ones for the same options "
          + "(codecs, datasets or validation changed since the run started)");
    }
    runner.planForkJvmArgs(benchmarks, jvmPerCodec);
    RunState state = !validating ? prior
        : new RunState(RunState.FORMAT_VERSION, prior == null ? command() : prior.command(),
            prior == null ? storedArgs() : prior.args(), startedAt.toString(), RunState.BENCHMARKS,
            planned, List.of(), shardPlan == null ? null : shardPlan.shard().label(),
            shardPlan == null ? List.of() : selected, gitCommit);
    state.write(dir);
    Metadata.write(dir.resolve("metadata.json"), state.command(), startedAt, null, runner.forkJvmArgs(), settings, quick,
        jvmPerCodec, codecs, datasets, checks, Set.of(), registry, shardPlan, null, null, jdk, gitCommit);
    if (validationJournal != null) {
      validationJournal.delete(); // metadata.json holds every pair now
    }
    return new Sitting(dir, resumeDir, startedAt, state, gitCommit, jdk, cli, settings, jvmPerCodec, registry, codecs,
        datasets, checks, passed, failed, benchmarks, shardPlan, planned, runner, forkJournal);
  }

  /** A validation made by one JDK's sitting of this process, for the others: its pairs and its directory. */
  private record SharedValidation(List<PairCheck> checks, Path dir) {
  }

  /**
   * One results directory's run in this process, from its first benchmark to its table: the steps
   * {@link #interleave} runs (each appends its rows to the run's journal as it ends), then {@link #finish}.
   */
  private final class Sitting {

    /** What a step does. */
    interface Work {
      void run() throws Exception;
    }

    /**
     * One step of a run: a pair's benchmarks, a quick run's codec JVM, or one benchmark with fixed settings;
     * {@code key} names what it measures, the same in every JDK's sitting of a run; {@code dataset} is its
     * dataset's id (null for a quick run's codec JVM, which runs them all).
     */
    record Step(String key, String dataset, Work work) {
      void run() throws Exception {
        work.run();
      }
    }

    final Path dir;
    final Path resumeDir;
    private final Instant startedAt;
    private RunState state;
    private final String gitCommit;
    private final ForkJdk jdk;
    private final JmhSettings settings;
    private final boolean jvmPerCodec;
    private final CodecRegistry registry;
    private final List<Codec> codecs;
    private final List<Dataset<?>> datasets;
    private final List<PairCheck> checks;
    private final List<PairCheck> passed;
    private final List<PairCheck> failed;
    private final List<BenchmarkRunner.Benchmark> benchmarks;
    private final Shard.Plan shardPlan;
    private final List<String> planned;
    private final BenchmarkRunner runner;
    private final ForkJournal forkJournal;
    private final Path journal;
    private final Path log;
    private List<BenchmarkRunner.Benchmark> remaining;
    private final Progress progress;
    private final Thread onInterrupt;
    private final Path scratch;
    private final PrintStream consoleStream;
    private final PrintStream logStream;
    private final PrintStream jmhOut;

    Sitting(Path dir, Path resumeDir, Instant startedAt, RunState state, String gitCommit, ForkJdk jdk,
        CommandLineOptions cli, JmhSettings settings, boolean jvmPerCodec, CodecRegistry registry, List<Codec> codecs,
        List<Dataset<?>> datasets, List<PairCheck> checks, List<PairCheck> passed, List<PairCheck> failed,
        List<BenchmarkRunner.Benchmark> benchmarks, Shard.Plan shardPlan, List<String> planned,
        BenchmarkRunner runner, ForkJournal forkJournal) throws IOException {
      this.dir = dir;
      this.resumeDir = resumeDir;
      this.startedAt = startedAt;
      this.state = state;
      this.gitCommit = gitCommit;
      this.jdk = jdk;
      this.settings = settings;
      this.jvmPerCodec = jvmPerCodec;
      this.registry = registry;
      this.codecs = codecs;
      this.datasets = datasets;
      this.checks = checks;
      this.passed = passed;
      this.failed = failed;
      this.benchmarks = benchmarks;
      this.shardPlan = shardPlan;
      this.planned = planned;
      this.runner = runner;
      this.forkJournal = forkJournal;
      PrintWriter console = main.out();
      journal = dir.resolve(RunJournal.FILE);
      log = dir.resolve("jmh.log");
      Set<String> done = new HashSet<>(state.failed());
      RunJournal.read(journal).forEach(e -> done.add(RunJournal.key(e)));
      remaining = benchmarks.stream().filter(b -> !done.contains(b.key())).toList();
      progress = new Progress(planned.size(), planned.size() - remaining.size(), 0);
      if (!dir.equals(resumeDir)) {
        progress.label(jdk.label());
      }
      console.println((state.planned().size() == remaining.size() ? "Running " : "Running the remaining ")
          + remaining.size() + " of " + planned.size() + " benchmarks"
          + (dir.equals(resumeDir) ? "" : " on " + jdk.label() + ", taking turns with the other JDKs "
              + (jvmPerCodec ? "codec by codec" : settings.calibrated() ? "pair by pair" : "benchmark by benchmark"))
          + " (ns/op" + (verbose ? "" : "; JMH's log: " + log) + ") ...");
      console.flush();
      onInterrupt = new Thread(() -> {
        ProcessHandle.current().descendants().forEach(ProcessHandle::destroyForcibly);
        main.err().println("interrupted: the finished benchmarks are kept in " + dir
            + "; continue with: java -jar harness/target/benchmarks.jar run --resume " + resumeDir);
        main.err().flush();
      }, "serbench-interrupt");
      Runtime.getRuntime().addShutdownHook(onInterrupt);
      scratch = Files.createTempDirectory("serbench-jmh");
      consoleStream = new PrintStream(main.rawOut(), true, StandardCharsets.UTF_8);
      logStream = new PrintStream(new FileOutputStream(log.toFile(), true), true, StandardCharsets.UTF_8);
      jmhOut = verbose ? new PrintStream(new Tee(logStream, consoleStream), true, StandardCharsets.UTF_8) : logStream;
      if (settings.calibrated() && !jvmPerCodec && !remaining.isEmpty()) {
        long cdsStart = System.nanoTime();
        boolean cds = runner.useClassDataArchive(scratch);
        forkJournal.recordPhase("classDataArchive", (System.nanoTime() - cdsStart) / 1_000_000);
        if (!cds) {
          console.println("note: no class-data-sharing archive could be made; the measuring JVMs load their classes "
              + "as usual");
          console.flush();
        }
      }
    }

    PrintWriter err() {
      return main.err();
    }

    PrintWriter console() {
      return main.out();
    }

    /** The steps left to run, in run order. */
    List<Step> steps() throws IOException {
      List<Step> steps = new ArrayList<>();
      if (jvmPerCodec) {
        // A codec JVM that was stopped half-way has left its finished benchmarks in the fork journal.
        Map<String, List<JsonNode>> earlier = forkJournal.byKey();
        List<JsonNode> adopted = new ArrayList<>();
        for (BenchmarkRunner.Benchmark benchmark : remaining) {
          List<JsonNode> forks = earlier.getOrDefault(benchmark.key(), List.of());
          if (!forks.isEmpty()) {
            adopted.add(RowStatistics.merge(forks.subList(0, 1)));
          }
        }
        RunJournal.append(journal, adopted);
        progress.advance(adopted.size());
        Set<String> adoptedKeys = new HashSet<>();
        adopted.forEach(r -> adoptedKeys.add(RunJournal.key(r)));
        remaining = remaining.stream().filter(b -> !adoptedKeys.contains(b.key())).toList();
        for (List<BenchmarkRunner.Benchmark> codec : groupedBy(remaining, BenchmarkRunner.Benchmark::codec)) {
          steps.add(step(codec.get(0).codec(), null, () -> {
            List<JsonNode> forks = runner.runJvm(codec, 1, settings.steadyWarmup, forkJournal, scratch, log,
                progress.argument(), true);
            List<JsonNode> rows = new ArrayList<>();
            forks.forEach(f -> rows.add(RowStatistics.merge(List.of(f))));
            RunJournal.append(journal, rows);
            progress.advance(codec.size());
            state = recordFailures(state, codec, journal, dir);
          }));
        }
      } else if (settings.calibrated()) {
        Map<String, List<JsonNode>> forks = forkJournal.byKey();
        for (List<BenchmarkRunner.Benchmark> pair : groupedBy(remaining, b -> b.codec() + "|" + b.dataset().id())) {
          steps.add(step(pair.get(0).codec() + "|" + pair.get(0).dataset().id(), pair.get(0).dataset().id(), () -> {
            List<JsonNode> rows = runner.runPair(pair, forks, forkJournal, scratch, log);
            RunJournal.append(journal, rows);
            Map<String, JsonNode> byKey = new LinkedHashMap<>();
            rows.forEach(r -> byKey.put(RunJournal.key(r), r));
            List<String> missing = new ArrayList<>();
            for (int i = 0; i < pair.size(); i++) {
              String key = pair.get(i).key();
              JsonNode row = byKey.get(key);
              if (row == null) {
                missing.add(key);
              }
              progress.finished(key, row == null ? List.of() : List.of(row), consoleStream, i == pair.size() - 1);
            }
            if (!missing.isEmpty()) {
              state = state.withFailed(missing);
              state.write(dir);
            }
          }));
        }
      } else {
        for (int i = 0; i < remaining.size(); i++) {
          BenchmarkRunner.Benchmark benchmark = remaining.get(i);
          boolean endOfPair = Progress.endOfPair(benchmark.key(),
              i + 1 < remaining.size() ? remaining.get(i + 1).key() : null);
          steps.add(step(benchmark.key(), benchmark.dataset().id(), () -> {
            List<JsonNode> entries = new ArrayList<>();
            runner.runOne(benchmark, scratch, jmhOut).forEach(e -> entries.add(RowStatistics.merge(List.of(e))));
            RunJournal.append(journal, entries);
            if (entries.isEmpty()) {
              state = state.withFailed(List.of(benchmark.key()));
              state.write(dir);
            }
            progress.finished(benchmark.key(), entries, consoleStream, endOfPair);
          }));
        }
      }
      return steps;
    }

    private Step step(String key, String dataset, Work work) {
      return new Step(key, dataset, work);
    }

    /** Ends the measuring part of the sitting, finished or not: no more interrupt handling, no scratch files. */
    void close() {
      logStream.close();
      try {
        Runtime.getRuntime().removeShutdownHook(onInterrupt);
      } catch (IllegalStateException shuttingDown) {
        // the hook runs: the JVM is being stopped
      }
      deleteTree(scratch);
    }

    /**
     * After the last step: the results file, the allocation pass, the final metadata and state, the table.
     * Returns the exit code.
     */
    Integer finish() throws Exception {
      PrintWriter console = main.out();
      List<JsonNode> results = inPlanOrder(RunJournal.read(journal), planned);
      writeJmhJson(dir.resolve("jmh.json"), results);
      Set<String> timed = timedPairs(results, codecs);
      state = state.withPhase(RunState.ALLOCATIONS);
      state.write(dir);

      AllocsFile allocs = null;
      if (!noAllocs && !timed.isEmpty()) {
        // As in `allocs`: group-large datasets only when named by id (minutes per pair under the agent).
        Set<String> countable = new HashSet<>(selection.datasets(true).stream().map(Dataset::id).toList());
        List<AllocationPass.Task> tasks = passed.stream()
            .filter(c -> timed.contains(c.codec().id() + "|" + c.dataset().id()))
            .filter(c -> countable.contains(c.dataset().id()))
            .map(c -> AllocsTable.task(c.codec(), c.dataset()))
            .toList();
        long skipped = timed.stream().filter(k -> !countable.contains(k.substring(k.indexOf('|') + 1))).count();
        if (skipped > 0) {
          console.println("Allocation pass: " + skipped + " pairs of group-large datasets not counted (minutes per pair "
              + "under the agent; `benchmarks.jar allocs --datasets <id> --out <dir>` counts them)");
        }
        long allocationsStart = System.nanoTime();
        allocs = AllocsTable.count(tasks, main, state.command(), dir);
        forkJournal.recordPhase("allocations", (System.nanoTime() - allocationsStart) / 1_000_000);
      }
      if (!timed.isEmpty() && settings.calibrated()) {
        runner.speed().probe(forkJournal);
      }
      List<MachineSpeed.Probe> probes = MachineSpeed.probes(forkJournal.jvms());
      Metadata.write(dir.resolve("metadata.json"), state.command(), startedAt,
          Instant.now().truncatedTo(ChronoUnit.SECONDS), runner.forkJvmArgs(), settings, quick, jvmPerCodec, codecs,
          datasets, checks, timed, registry, shardPlan, TimeBreakdown.of(forkJournal), MachineSpeed.summary(probes),
          jdk, gitCommit);
      state.withPhase(RunState.FINISHED).write(dir);
      Files.deleteIfExists(journal);
      Files.deleteIfExists(forkJournal.file());
      Files.deleteIfExists(dir.resolve(ForkJournal.JVMS));

      console.println();
      if (!dir.equals(resumeDir)) {
        console.println("JDK " + jdk.version() + " (" + jdk.java() + "):");
      }
      ResultsTable.print(results, checks, allocs, console, wide, quick);
      // A shard plans only some of the passed pairs; the others are not missing.
      long untimed = benchmarks.stream().map(Shard::pair).distinct().filter(k -> !timed.contains(k)).count();
      console.println();
      if (untimed > 0) {
        console.println(untimed + " validated pairs have no JMH result (the benchmark failed: see " + log + ")");
      }
      String speedLine = MachineSpeed.describe(probes);
      if (speedLine != null) {
        console.println(speedLine);
      }
      console.println("Results: " + dir);
      boolean ok = failed.stream().noneMatch(c -> c.status() == dev.serbench.api.RoundTrip.Status.FAILED)
          && untimed == 0 && registry.failures().isEmpty() && (allocs == null || allocs.failures().isEmpty());
      return ok ? 0 : Main.CHECK_FAILED;
    }
  }

  /**
   * The benchmarks grouped by {@code key}, groups and members in run order: by codec for a quick run's
   * codec JVMs, by (codec, dataset) for a full run's measuring JVMs.
   */
  private static List<List<BenchmarkRunner.Benchmark>> groupedBy(List<BenchmarkRunner.Benchmark> benchmarks,
      java.util.function.Function<BenchmarkRunner.Benchmark, String> key) {
    Map<String, List<BenchmarkRunner.Benchmark>> groups = new LinkedHashMap<>();
    benchmarks.forEach(b -> groups.computeIfAbsent(key.apply(b), k -> new ArrayList<>()).add(b));
    return List.copyOf(groups.values());
  }

  /** Marks the benchmarks of a codec JVM that left no result as failed. */
  private static RunState recordFailures(RunState state, List<BenchmarkRunner.Benchmark> ran, Path journal, Path dir)
      throws IOException {
    Set<String> done = new HashSet<>();
    RunJournal.read(journal).forEach(e -> done.add(RunJournal.key(e)));
    List<String> missing = ran.stream().map(BenchmarkRunner.Benchmark::key).filter(k -> !done.contains(k)).toList();
    if (missing.isEmpty()) {
      return state;
    }
    RunState next = state.withFailed(missing);
    next.write(dir);
    return next;
  }

  private static List<JsonNode> inPlanOrder(List<JsonNode> entries, List<String> planned) {
    Map<String, JsonNode> byKey = new LinkedHashMap<>();
    entries.forEach(e -> byKey.putIfAbsent(RunJournal.key(e), e));
    List<JsonNode> ordered = new ArrayList<>();
    planned.stream().map(byKey::get).filter(java.util.Objects::nonNull).forEach(ordered::add);
    return ordered;
  }

  private static void writeJmhJson(Path file, List<JsonNode> results) throws IOException {
    ObjectMapper json = new ObjectMapper();
    ArrayNode array = json.createArrayNode();
    results.forEach(array::add);
    AtomicFiles.write(file, json.writerWithDefaultPrettyPrinter().writeValueAsBytes(array));
  }

  private static void deleteTree(Path dir) {
    try (var paths = Files.walk(dir)) {
      paths.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
    } catch (IOException ignored) {
      // A scratch directory under the temp directory; nothing of the run's is in it.
    }
  }

  /** Writes to two streams: JMH's log and, with --verbose, the console. */
  private static final class Tee extends java.io.OutputStream {
    private final java.io.OutputStream a;
    private final java.io.OutputStream b;

    Tee(java.io.OutputStream a, java.io.OutputStream b) {
      this.a = a;
      this.b = b;
    }

    @Override
    public void write(int c) throws IOException {
      a.write(c);
      b.write(c);
    }

    @Override
    public void write(byte[] bytes, int off, int len) throws IOException {
      a.write(bytes, off, len);
      b.write(bytes, off, len);
    }

    @Override
    public void flush() throws IOException {
      a.flush();
      b.flush();
    }
  }

  /** "codec|dataset" of every pair with a result for each operation its codec declares. */
  private static Set<String> timedPairs(List<JsonNode> results, List<Codec> codecs) {
    java.util.Map<String, Integer> declared = new java.util.HashMap<>();
    codecs.forEach(c -> declared.put(c.id(), c.properties().operations().size()));
    java.util.Map<String, Integer> counts = new java.util.HashMap<>();
    for (JsonNode r : results) {
      counts.merge(r.get("params").get("codec").asText() + "|" + r.get("params").get("dataset").asText(), 1, Integer::sum);
    }
    Set<String> timed = new HashSet<>();
    counts.forEach((key, n) -> {
      if (n >= declared.getOrDefault(key.substring(0, key.indexOf('|')), Integer.MAX_VALUE)) {
        timed.add(key);
      }
    });
    return timed;
  }
}
