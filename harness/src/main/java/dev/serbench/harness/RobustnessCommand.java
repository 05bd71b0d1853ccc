package dev.serbench.harness;

import dev.serbench.api.CodecRegistry;
import dev.serbench.harness.robustness.Robustness;
import dev.serbench.harness.robustness.RobustnessJournal;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/** {@code robustness}: what each decoder does with corrupted bytes. */
@Command(name = "robustness", mixinStandardHelpOptions = true,
    description = {
        "Decode corrupted encodings (every truncation of messages under 4 KiB and sampled ones above, byte flips, "
            + "random bytes, huge length and count fields) of every selected pair in worker JVMs with a capped heap and "
            + "a time limit per input, classify each outcome (clean-exception, wrong-value, same-value, hang, "
            + "out-of-memory, other-error, jvm-crash), write robustness.json and print a table per codec.",
        "Default: every codec that decodes and every dataset not in group large. Exit 0 when the run completed "
            + "(bad outcomes are results), 1 if some pair could not be run."})
final class RobustnessCommand implements Callable<Integer> {

  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HHmmss'Z'")
      .withZone(ZoneOffset.UTC);

  @ParentCommand
  private Main main;

  @Mixin
  private Selection selection;

  @Option(names = "--inputs", paramLabel = "N",
      description = "Corrupted inputs per pair, at least (default: ${DEFAULT-VALUE}).")
  private int inputs = Robustness.DEFAULT_INPUTS;

  @Option(names = "--seed", paramLabel = "S", description = "Seed of the corruptions (default: ${DEFAULT-VALUE}).")
  private long seed = Robustness.DEFAULT_SEED;

  @Option(names = "--out", paramLabel = "DIR",
      description = "Results directory; robustness.json is added to it if it exists (default: results/<UTC timestamp>).")
  private Path out;

  @Option(names = "--timeout-millis", paramLabel = "MS", hidden = true,
      description = "Time per input before it counts as a hang (default: ${DEFAULT-VALUE}).")
  private long timeoutMillis = Robustness.DEFAULT_TIMEOUT_MILLIS;

  @Option(names = "--max-hangs", paramLabel = "N",
      description = "Hangs of one kind of damage (truncate, flip, random, huge) after which a pair's other inputs of "
          + "that kind are not run, since each hang costs the time limit and a new worker JVM; 0: no limit "
          + "(default: ${DEFAULT-VALUE}).")
  private int maxHangs = Robustness.DEFAULT_MAX_HANGS;

  @Option(names = "--workers", paramLabel = "N", hidden = true,
      description = "Worker JVMs in parallel (default: ${DEFAULT-VALUE}).")
  private int workers = Robustness.DEFAULT_WORKERS;

  @Option(names = "--force", description = "Move an existing DIR/robustness.json (or the journal of an unfinished "
      + "pass, robustness.jsonl) aside (to <name>.replaced-<time>) instead of refusing it.")
  private boolean force;

  @Option(names = "--resume", paramLabel = "DIR", description = "Continue the unfinished pass in DIR (its "
      + "robustness.jsonl: every pair finished so far) with the options it was started with; takes no other option.")
  private Path resume;

  @Override
  public Integer call() throws Exception {
    String command = Environment.command("benchmarks.jar robustness " + String.join(" ", main.args()));
    if (resume != null) {
      return resume(command);
    }
    Robustness.Options options = options();
    Path dir = out != null ? OutputLocation.require(out, "--out") : Path.of("results", STAMP.format(Instant.now()));
    try (RunLock lock = RunLock.acquire(command)) {
      if (RobustnessJournal.exists(dir) && !force) {
        throw new RefusedException(Main.USAGE, dir.resolve(RobustnessJournal.FILE) + ": an unfinished robustness "
            + "pass is there; continue it with `robustness --resume " + dir + "`, or --force moves it aside first");
      }
      OutputLocation.freshFile(dir, RobustnessJournal.FILE, force, main.out());
      OutputLocation.freshFile(dir, "robustness.json", force, main.out());
      return execute(options, dir, command, storedArgs(), null);
    }
  }

  private Robustness.Options options() {
    return new Robustness.Options(inputs, seed, timeoutMillis, maxHangs, workers);
  }

  private int execute(Robustness.Options options, Path dir, String command, java.util.List<String> args,
      RobustnessJournal.State previous) throws Exception {
    CodecRegistry registry = Registry.load(main.err());
    var codecs = selection.codecs(registry);
    var datasets = selection.datasets(true);
    int code = Robustness.run(codecs, datasets, options, dir, command, args, previous, main.out(), main.err());
    return registry.failures().isEmpty() ? code : Main.CHECK_FAILED;
  }

  private Integer resume(String command) throws Exception {
    if (out != null || force || selection.codecs != null || selection.datasets != null
        || inputs != Robustness.DEFAULT_INPUTS || seed != Robustness.DEFAULT_SEED
        || timeoutMillis != Robustness.DEFAULT_TIMEOUT_MILLIS || maxHangs != Robustness.DEFAULT_MAX_HANGS
        || workers != Robustness.DEFAULT_WORKERS) {
      throw new IllegalArgumentException("--resume DIR takes no other option: the pass continues with the options it "
          + "was started with");
    }
    if (Files.exists(resume.resolve("robustness.json")) && !RobustnessJournal.exists(resume)) {
      throw new RefusedException(Main.USAGE, resume + ": the robustness pass is finished (robustness.json); there "
          + "is nothing to resume");
    }
    if (!RobustnessJournal.exists(resume)) {
      throw new RefusedException(Main.USAGE, resume + ": no unfinished robustness pass (no "
          + RobustnessJournal.FILE + ")");
    }
    try (RunLock lock = RunLock.acquire(command)) {
      RobustnessJournal.State state;
      try {
        state = RobustnessJournal.read(resume);
      } catch (IOException e) {
        throw new RefusedException(Main.USAGE, e.getMessage());
      }
      RobustnessCommand original = new RobustnessCommand();
      new picocli.CommandLine(original).parseArgs(state.args().toArray(String[]::new));
      original.main = main;
      OutputLocation.writableDirectory(resume);
      main.out().println("Resuming the robustness pass in " + resume + " (started " + state.startedAt() + " as `"
          + state.command() + "`; " + state.done() + " pairs done)");
      main.out().flush();
      return original.execute(original.options(), resume, state.command(), state.args(), state);
    }
  }

  /** The arguments to keep for {@code --resume}: the given ones without the output options. */
  private java.util.List<String> storedArgs() {
    java.util.List<String> all = main.args();
    java.util.List<String> kept = new java.util.ArrayList<>();
    for (int i = all.indexOf("robustness") + 1; i < all.size(); i++) {
      String arg = all.get(i);
      if (arg.equals("--out")) {
        i++;
      } else if (!arg.startsWith("--out=") && !arg.equals("--force")) {
        kept.add(arg);
      }
    }
    return kept;
  }
}
