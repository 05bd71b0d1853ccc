package dev.serbench.harness;

import dev.serbench.api.Codec;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.harness.allocs.AllocationPass;
import dev.serbench.harness.allocs.AllocsFile;
import java.io.PrintWriter;
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
import org.openjdk.jmh.results.RunResult;
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

  @Option(names = "--quick", description = "Short JMH settings (1 x 300 ms warmup, 2 x 150 ms measurement, every benchmark "
      + "of a codec in one JVM of its own instead of a fork per benchmark; indicative only); "
      + "group-large datasets only when named by id.")
  private boolean quick;

  @Option(names = "--out", paramLabel = "DIR", description = "Results directory (default: results/<UTC timestamp>).")
  private Path out;

  @Option(names = "--no-allocs", description = "Skip the allocation-counting pass after JMH (no allocs.json, "
      + "no allocs/op columns).")
  private boolean noAllocs;

  @Unmatched
  private List<String> jmhArgs = new ArrayList<>();

  @Override
  public Integer call() throws Exception {
    Instant startedAt = Instant.now().truncatedTo(ChronoUnit.SECONDS);
    PrintWriter console = main.out();
    CommandLineOptions cli;
    try {
      cli = new CommandLineOptions(jmhArgs.toArray(String[]::new));
    } catch (CommandLineOptionException e) {
      throw new IllegalArgumentException("bad JMH option: " + e.getMessage(), e);
    }
    JmhSettings settings = JmhSettings.resolve(cli, quick);
    // Quick runs pay one JVM start per codec instead of one per benchmark, unless forks are asked for.
    boolean jvmPerCodec = quick && !cli.getForkCount().hasValue();
    CodecRegistry registry = Registry.load(main.err());
    List<Codec> codecs = selection.codecs(registry);
    List<Dataset<?>> datasets = selection.datasets(quick);
    Path dir = out != null ? out : Path.of("results", STAMP.format(startedAt));

    console.println("Validating " + codecs.size() + " codecs x " + datasets.size() + " datasets ...");
    List<PairCheck> checks = PairCheck.checkAll(codecs, datasets);
    List<PairCheck> passed = checks.stream().filter(PairCheck::passed).toList();
    List<PairCheck> failed = checks.stream().filter(c -> !c.passed()).toList();
    failed.forEach(c -> console.println("  not timed: " + c.codec().id() + " x " + c.dataset().id() + " "
        + c.statusLabel() + ": " + c.message()));

    BenchmarkRunner runner = new BenchmarkRunner(cli, settings, codecs);
    Path scratch = Files.createTempDirectory("serbench-jmh");
    boolean existed = Files.isDirectory(dir);
    Files.createDirectories(dir);
    List<RunResult> results;
    try {
      results = passed.isEmpty() ? List.of()
          : runner.run(jvmPerCodec ? BenchmarkRunner.groupByCodec(passed) : BenchmarkRunner.group(passed),
              dir.resolve("jmh.json"), scratch, jvmPerCodec);
    } catch (RunnerException e) {
      if (!existed) {
        Files.deleteIfExists(dir.resolve("jmh.json"));
        Files.deleteIfExists(dir);
      }
      main.err().println("error: JMH could not run: " + e.getMessage()
          + " (JMH allows one run per machine at a time: is another benchmark running?)");
      return Main.CHECK_FAILED;
    }
    if (passed.isEmpty()) {
      Files.writeString(dir.resolve("jmh.json"), "[]\n");
    }
    Set<String> timed = timedPairs(results, codecs);
    Metadata.write(dir.resolve("metadata.json"), Environment.command("benchmarks.jar run " + String.join(" ", main.args())),
        startedAt, Instant.now().truncatedTo(ChronoUnit.SECONDS), runner.forkJvmArgs(), settings, quick, jvmPerCodec, codecs,
        datasets, checks, timed, registry);

    AllocsFile allocs = null;
    if (!noAllocs && !timed.isEmpty()) {
      console.println();
      List<AllocationPass.Task> tasks = passed.stream()
          .filter(c -> timed.contains(c.codec().id() + "|" + c.dataset().id()))
          .map(c -> AllocsTable.task(c.codec(), c.dataset()))
          .toList();
      allocs = AllocsTable.count(tasks, main,
          Environment.command("benchmarks.jar run " + String.join(" ", main.args())), dir);
    }

    console.println();
    ResultsTable.print(results, checks, allocs, console);
    long untimed = passed.stream().filter(c -> !timed.contains(c.codec().id() + "|" + c.dataset().id())).count();
    console.println();
    if (untimed > 0) {
      console.println(untimed + " validated pairs have no JMH result (the benchmark failed: see JMH's output above)");
    }
    console.println("Results: " + dir);
    boolean ok = failed.stream().noneMatch(c -> c.status() == dev.serbench.api.RoundTrip.Status.FAILED)
        && untimed == 0 && registry.failures().isEmpty() && (allocs == null || allocs.failures().isEmpty());
    return ok ? 0 : Main.CHECK_FAILED;
  }

  /** "codec|dataset" of every pair with a result for each operation its codec declares. */
  private static Set<String> timedPairs(List<RunResult> results, List<Codec> codecs) {
    java.util.Map<String, Integer> declared = new java.util.HashMap<>();
    codecs.forEach(c -> declared.put(c.id(), c.properties().operations().size()));
    java.util.Map<String, Integer> counts = new java.util.HashMap<>();
    for (RunResult r : results) {
      counts.merge(r.getParams().getParam("codec") + "|" + r.getParams().getParam("dataset"), 1, Integer::sum);
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
