package dev.serbench.report.cli;

import dev.serbench.report.ReportException;
import dev.serbench.report.compare.ComparisonMarkdown;
import dev.serbench.report.compare.RunComparison;
import dev.serbench.report.run.RunReader;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code compare OLD_DIR NEW_DIR}: per (codec, dataset, encode|decode) in both runs, old and new ns/op
 * and B/op with errors, the change in percent and a benchstat-like verdict; rows in one run only are
 * listed as added or removed. Prints Markdown to stdout and writes nothing.
 */
@Command(name = "compare",
    description = {
        "Compares two serbench runs row by row (codec, dataset, encode|decode): old and new ns/op ± error, "
            + "the change in percent and a verdict like Go's benchstat.",
        "Overlapping intervals give '~ (no significant change)', otherwise 'faster' or 'slower'; the interval is "
            + "[score - error, score + error], each run's own: 95% Student t in calibrated runs, JMH's 99.9% in "
            + "older ones. A NaN error gives 'no error estimate'.",
        "Allocated B/op is compared the same way. Rows in only one run are listed as added or removed.",
        "Both runs' JMH settings, JDK and machine are printed; when they differ, every verdict is labelled "
            + "'(different settings)'.",
        "Prints Markdown to stdout; writes nothing."},
    footer = {"", "Exit codes: 0 success, 1 a run could not be read, 2 bad usage."})
public final class CompareCommand implements Callable<Integer> {

  @Spec
  private CommandSpec spec;

  @Parameters(index = "0", paramLabel = "OLD_DIR", description = "The baseline results directory.")
  private Path oldDir;

  @Parameters(index = "1", paramLabel = "NEW_DIR", description = "The results directory to compare with it.")
  private Path newDir;

  @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
  private boolean help;

  @Override
  public Integer call() throws ReportException {
    RunComparison comparison = RunComparison.of(RunReader.read(oldDir), RunReader.read(newDir));
    List<String> differences = dev.serbench.report.compare.ComparisonMarkdown.differences(comparison.oldRun(),
        comparison.newRun());
    if (!differences.isEmpty()) {
      spec.commandLine().getErr().println("compare: warning: the runs differ in " + String.join(", ", differences)
          + "; every verdict is labelled (different settings)");
    }
    spec.commandLine().getOut().print(ComparisonMarkdown.render(comparison, ReportJob.slashes(oldDir),
        ReportJob.slashes(newDir)));
    spec.commandLine().getOut().flush();
    return 0;
  }
}
