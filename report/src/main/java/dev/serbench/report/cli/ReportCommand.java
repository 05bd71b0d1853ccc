package dev.serbench.report.cli;

import dev.serbench.report.ReportException;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code java -jar report/target/report.jar DIR... [--readme README.md] [--go FILE]... [--jdk-compare DIR]...
 * [--out FILE.md]}: renders a results directory (or the parts of one run, merged) as Markdown and SVG charts. With {@code --readme} and no DIR (or no
 * {@code --go}), the inputs recorded in the README's generated section are used again. Exit codes: 0 success, 1 an input could not
 * be used (nothing was written), 2 bad usage.
 */
@Command(name = "java -jar report/target/report.jar",
    sortOptions = false,
    subcommands = {CompareCommand.class, HtmlCommand.class, CsvCommand.class},
    description = {
        "Renders the serbench run in DIR (jmh.json + metadata.json, and allocs.json and robustness.json when "
            + "present; see docs/results-format.md) as Markdown.",
        "Always writes DIR/report.md and the SVG charts DIR/charts/<family>-time.svg and <family>-size.svg.",
        "Without --out and --readme the Markdown (links relative to DIR) is also printed to stdout.",
        "Inputs are all read and checked before anything is written: on any error nothing is written.",
        "With --readme, the section records its inputs (DIR and --go files); `--readme README.md` alone "
            + "regenerates it from them, and a new DIR keeps the recorded --go files unless --go or --no-go is given.",
        "A run that has not finished is rendered with a 'partial: N of M benchmarks' banner; --readme refuses it "
            + "unless --allow-partial."},
    footer = {"", "Exit codes: 0 success, 1 an input was missing or malformed (nothing written), 2 bad usage.",
        "Compare two runs: java -jar report/target/report.jar compare OLD_DIR NEW_DIR",
        "Interactive page: java -jar report/target/report.jar html DIR... [--out DIR]",
        "CSV of every measurement: java -jar report/target/report.jar csv DIR [--out FILE]"})
public final class ReportCommand implements Callable<Integer> {

  @Spec
  private CommandSpec spec;

  @Parameters(index = "0", arity = "0..*", paramLabel = "DIR",
      description = "The results directory (with --readme, default: the one the README's section records); "
          + "several: the parts of one run (the shards of `run --shard K/N`), checked to cover its selection "
          + "once with the same settings, JDK and machine kind, and rendered as one run (report.md and the "
          + "charts go to the first).")
  private List<Path> dirs = new ArrayList<>();

  @Option(names = "--across-commits", description = "Merge parts measured at different git commits when nothing "
      + "else differs (settings, JDK, machine kind, codecs): for a run whose later part was measured after commits "
      + "that changed none of the code a measuring JVM runs; the report names each commit and its datasets. "
      + "With --readme it is recorded like --go.")
  private boolean acrossCommits;

  @Option(names = "--readme", paramLabel = "README.md",
      description = "Replace only the text between the lines '<!-- serbench:results:begin -->' and "
          + "'<!-- serbench:results:end -->' of this file, atomically; chart links become relative to its directory.")
  private Path readme;

  @Option(names = "--go", paramLabel = "FILE",
      description = "A Go benchmark file (go test -bench -benchmem output, or the stats.sh table of "
          + "alecthomas/go_serialization_benchmarks) to show side by side; repeatable.")
  private List<Path> goFiles = new ArrayList<>();

  @Option(names = "--no-go", description = "With --readme: drop the Go files the README's section was made with.")
  private boolean noGo;

  @Option(names = "--jdk-compare", paramLabel = "DIR",
      description = "With --readme: add the summary \"JDK A vs JDK B\" of the run in DIR (repeatable: its parts; "
          + "--across-commits merges them as it does this run's) "
          + "against this one: per codec the geometric-mean ratio of ns/op, how many rows moved outside both "
          + "runs' intervals, the biggest movers. Recorded in the section like --go.")
  private List<Path> jdkCompare = new ArrayList<>();

  @Option(names = "--no-jdk-compare", description = "With --readme: drop the --jdk-compare run the README's "
      + "section was made with.")
  private boolean noJdkCompare;

  @Option(names = "--allow-partial", description = "With --readme: accept a run that has not finished "
      + "(its outputs carry a 'partial' banner either way).")
  private boolean allowPartial;

  @Option(names = "--out", paramLabel = "FILE.md", description = "Also write the Markdown to this file "
      + "(chart links relative to its directory) instead of printing it.")
  private Path out;

  @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
  private boolean help;

  public static void main(String[] args) {
    System.exit(execute(args, System.out, System.err));
  }

  /** Runs the CLI with the given streams; returns the exit code. */
  public static int execute(String[] args, PrintStream stdout, PrintStream stderr) {
    CommandLine cli = new CommandLine(new ReportCommand());
    cli.setOut(new PrintWriter(new java.io.OutputStreamWriter(stdout, StandardCharsets.UTF_8), true));
    cli.setErr(new PrintWriter(new java.io.OutputStreamWriter(stderr, StandardCharsets.UTF_8), true));
    cli.setExecutionExceptionHandler((ex, command, parsed) -> {
      if (ex instanceof ReportException) {
        command.getErr().println("error: " + ex.getMessage());
        command.getErr().flush();
        return 1;
      }
      throw ex;
    });
    int code = cli.execute(args);
    cli.getOut().flush();
    cli.getErr().flush();
    return code;
  }

  @Override
  public Integer call() throws ReportException {
    if (dirs.isEmpty() && readme == null) {
      throw new CommandLine.ParameterException(spec.commandLine(), "Missing required parameter: 'DIR'");
    }
    if (noGo && !goFiles.isEmpty()) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--no-go and --go exclude each other");
    }
    if (noJdkCompare && !jdkCompare.isEmpty()) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--no-jdk-compare and --jdk-compare exclude each other");
    }
    if (readme == null && (!jdkCompare.isEmpty() || noJdkCompare)) {
      throw new CommandLine.ParameterException(spec.commandLine(), "--jdk-compare and --no-jdk-compare go with --readme "
          + "(`compare OLD_DIR NEW_DIR` compares two runs row by row)");
    }
    ReportJob.Plan plan = ReportJob.plan(dirs, acrossCommits, readme, out, goFiles, noGo, jdkCompare, noJdkCompare, allowPartial,
        spec.commandLine().getErr());
    plan.files().writeAll();
    if (out == null && readme == null) {
      spec.commandLine().getOut().print(plan.markdown());
      spec.commandLine().getOut().flush();
    }
    return 0;
  }
}
