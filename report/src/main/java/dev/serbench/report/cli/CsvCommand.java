package dev.serbench.report.cli;

import dev.serbench.report.ReportException;
import dev.serbench.report.csv.CsvExport;
import dev.serbench.report.run.RunParts;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code csv DIR [--out FILE]}: every (codec, dataset, operation) of a run as one CSV record (RFC 4180)
 * with all its metrics, for a spreadsheet or pandas.
 */
@Command(name = "csv",
    description = {
        "Writes the run in DIR as CSV (RFC 4180, CRLF, UTF-8): a header, then one record per (codec, dataset, "
            + "operation) JMH timed, with score, error, interval [low, high] (score ± error, the run's "
            + "half-width: 95% Student t over every fork's iterations; JMH's 99.9% in older runs), unit, samples, "
            + "B/op, allocs/op, sizes (raw, min, max, gzip, zstd), the codec's properties and the row's flags "
            + "(unsteady, forks-disagree). Missing values are empty fields.",
        "Prints to stdout unless --out is given."},
    footer = {"", "Exit codes: 0 success, 1 the run could not be read or the file written, 2 bad usage."})
public final class CsvCommand implements Callable<Integer> {

  @Spec
  private CommandSpec spec;

  @Parameters(index = "0", arity = "1..*", paramLabel = "DIR",
      description = "The results directory; several: the parts of one run, merged as the report command merges them.")
  private java.util.List<Path> dirs = new java.util.ArrayList<>();

  @Option(names = "--out", paramLabel = "FILE", description = "Write the CSV to this file (atomically) instead of stdout.")
  private Path out;

  @Option(names = "--across-commits", description = "Merge parts measured at different git commits when nothing "
      + "else differs (as the report command's option).")
  private boolean acrossCommits;

  @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
  private boolean help;

  @Override
  public Integer call() throws ReportException {
    String csv = CsvExport.render(RunParts.read(dirs, acrossCommits));
    if (out == null) {
      spec.commandLine().getOut().print(csv);
      spec.commandLine().getOut().flush();
    } else {
      OutputFiles.write(out, csv);
    }
    return 0;
  }
}
