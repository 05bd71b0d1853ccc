package dev.serbench.harness;

import dev.serbench.api.CodecRegistry;
import dev.serbench.harness.robustness.Robustness;
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

  @Option(names = "--force", description = "Move an existing DIR/robustness.json aside "
      + "(to robustness.json.replaced-<time>) instead of refusing it.")
  private boolean force;

  @Override
  public Integer call() throws Exception {
    Robustness.Options options = new Robustness.Options(inputs, seed, timeoutMillis, maxHangs, workers);
    CodecRegistry registry = Registry.load(main.err());
    var codecs = selection.codecs(registry);
    var datasets = selection.datasets(true);
    Path dir = out != null ? OutputLocation.require(out, "--out") : Path.of("results", STAMP.format(Instant.now()));
    String command = Environment.command("benchmarks.jar robustness " + String.join(" ", main.args()));
    try (RunLock lock = RunLock.acquire(command)) {
      OutputLocation.freshFile(dir, "robustness.json", force, main.out());
      int code = Robustness.run(codecs, datasets, options, dir, command, main.out(), main.err());
      return registry.failures().isEmpty() ? code : Main.CHECK_FAILED;
    }
  }
}
