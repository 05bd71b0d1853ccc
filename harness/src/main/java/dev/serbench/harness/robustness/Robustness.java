package dev.serbench.harness.robustness;

import dev.serbench.api.Codec;
import dev.serbench.api.Dataset;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * The robustness pass: what each decoder does with bytes it should not trust. Every selected pair's
 * valid encodings are corrupted (truncated, flipped, replaced by random bytes, given huge length
 * fields) and decoded in worker JVMs with a capped heap and a time limit per input; every input's
 * outcome is one of seven classes ({@link Outcome}), written to {@code robustness.json}.
 */
public final class Robustness {

  public static final int DEFAULT_INPUTS = 1000;
  public static final long DEFAULT_SEED = 42;
  public static final long DEFAULT_TIMEOUT_MILLIS = 1000;
  public static final int DEFAULT_WORKERS = 2;
  public static final int DEFAULT_MAX_HANGS = 1;

  /**
   * The workers' heap: 2 GB, with a 600 MB young generation. The largest non-large datasets
   * (map-list-1000x1000: 8 values of a million map entries, about 760 MB as records; gpb-complex:
   * 8 values of 66,500 Bigs, 280 MB as records, up to 27 MB encoded each) live in the old generation next to their encodings and the decoders' retained
   * buffers, while each input's decoded value, its conversion to the model and the damaged copy die
   * young. With 512 MB, decoding such a message ran into full collections on nearly every input (three
   * times slower) and once out of memory on an input that 1 GB decodes. The cap stays below what a
   * huge length field asks for (2 to 16 GB, with the dataset's values live besides), so such a decoder
   * still runs out of memory at once.
   */
  static final List<String> HEAP = List.of("-Xmx2g", "-Xmn600m");

  /**
   * What to run.
   *
   * @param inputs the least number of corrupted inputs per pair
   * @param timeoutMillis the time one input may take before it counts as a hang
   * @param maxHangs hangs of one kind of damage after which a pair's other inputs of that kind are not run
   *     (0: no limit)
   * @param workers worker JVMs in parallel
   */
  public record Options(int inputs, long seed, long timeoutMillis, int maxHangs, int workers) {
    public Options {
      if (maxHangs < 0) {
        throw new IllegalArgumentException("--max-hangs must be 0 (no limit) or more, not " + maxHangs);
      }
      if (inputs < 1) {
        throw new IllegalArgumentException("--inputs must be at least 1, not " + inputs);
      }
      if (timeoutMillis < 1) {
        throw new IllegalArgumentException("--timeout-millis must be at least 1, not " + timeoutMillis);
      }
      if (workers < 1) {
        throw new IllegalArgumentException("--workers must be at least 1, not " + workers);
      }
    }
  }

  private Robustness() {}

  /**
   * Runs the pass over {@code codecs} x {@code datasets}, writes {@code dir/robustness.json}, prints the
   * table to {@code out} and progress to {@code err}.
   *
   * @param command the command line, recorded in the file
   * @return 0 when every pair was run, 1 when some could not be (the file is still written)
   */
  public static int run(List<Codec> codecs, List<Dataset<?>> datasets, Options options, Path dir, String command,
      PrintWriter out, PrintWriter err) throws IOException, InterruptedException {
    return run(codecs, datasets, options, dir, command, List.of(), null, out, err);
  }

  /**
   * Runs the pass, or continues the unfinished one that {@code previous} read from {@code dir}'s journal:
   * every finished pair is recorded in {@code dir/robustness.jsonl} as it ends, and robustness.json is
   * written from all sittings' pairs at the end (the journal is then deleted).
   *
   * @param args the command's arguments, recorded for {@code --resume} when the pass starts
   * @param previous what earlier sittings left, or null for a new pass
   */
  public static int run(List<Codec> codecs, List<Dataset<?>> datasets, Options options, Path dir, String command,
      List<String> args, RobustnessJournal.State previous, PrintWriter out, PrintWriter err)
      throws IOException, InterruptedException {
    Instant sittingStart = Instant.now().truncatedTo(ChronoUnit.SECONDS);
    Instant startedAt = previous == null ? sittingStart : previous.startedAt();
    if (previous != null) {
      command = previous.command();
    }
    long start = System.nanoTime();
    RobustnessJournal journal = RobustnessJournal.open(dir, args, command, sittingStart);
    Path scratch = Files.createTempDirectory("serbench-robustness");
    RobustnessRunner.Settings settings = new RobustnessRunner.Settings(options.inputs(), options.seed(),
        options.timeoutMillis(), options.maxHangs(), options.workers(), workerJvmArgs(scratch, codecs));
    Set<String> tested = codecs.stream().filter(c -> RobustnessRunner.skipReason(c).isEmpty()).map(Codec::id)
        .collect(Collectors.toSet());
    err.println("Robustness: " + tested.size() + " codecs x " + datasets.size() + " datasets, at least " + options.inputs()
        + " corrupted inputs per pair, " + options.workers() + " workers (" + String.join(" ", HEAP) + "), " + options.timeoutMillis()
        + " ms per input");
    err.flush();
    RobustnessRunner.Report report = new RobustnessRunner(settings, err, scratch).run(codecs, datasets,
        previous == null ? RobustnessJournal.State.empty() : previous, journal);
    double seconds = (System.nanoTime() - start) / 1e9 + (previous == null ? 0 : previous.seconds());

    Files.createDirectories(dir);
    Path file = dir.resolve("robustness.json");
    Path partial = dir.resolve("robustness.json.tmp");
    RobustnessReport.write(partial, command, startedAt, Instant.now().truncatedTo(ChronoUnit.SECONDS), seconds,
        settings, DecoderLimits.describe(tested), report);
    Files.move(partial, file, java.nio.file.StandardCopyOption.ATOMIC_MOVE);
    journal.finish();
    out.println();
    RobustnessReport.print(report, out);
    out.println();
    for (String problem : report.problems()) {
      err.println("incomplete: " + problem);
    }
    cleanUp(scratch, err);
    out.println("Results: " + file);
    out.println("Duration: " + RobustnessReport.duration(seconds));
    return report.problems().isEmpty() ? 0 : 1;
  }

  /**
   * The heap cap, a collector that needs no threads of its own, crash reports out of the way, the limits,
   * and the JVM options that {@code codecs} declare they need (CodecProperties.jvmArgs), each once.
   */
  static List<String> workerJvmArgs(Path scratch, List<Codec> codecs) {
    List<String> args = new ArrayList<>(HEAP);
    args.addAll(List.of("-XX:+UseSerialGC", "-XX:-CreateCoredumpOnCrash", "-XX:ErrorFile=" + scratch.resolve("hs_err_pid%p.log")));
    args.addAll(DecoderLimits.systemProperties());
    codecs.stream().flatMap(c -> c.properties().jvmArgs().stream()).distinct().forEach(args::add);
    return args;
  }

  /** Deletes the workers' logs; keeps the directory if a worker JVM left a fatal error report in it. */
  private static void cleanUp(Path scratch, PrintWriter err) throws IOException {
    List<Path> files;
    try (Stream<Path> list = Files.list(scratch)) {
      files = list.toList();
    }
    boolean crashReports = false;
    for (Path f : files) {
      if (f.getFileName().toString().startsWith("hs_err")) {
        crashReports = true;
      } else {
        Files.deleteIfExists(f);
      }
    }
    if (crashReports) {
      err.println("JVM fatal error reports of crashed workers: " + scratch);
    } else {
      Files.deleteIfExists(scratch);
    }
  }
}
