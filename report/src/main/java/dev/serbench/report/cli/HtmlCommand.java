package dev.serbench.report.cli;

import dev.serbench.report.ReportException;
import dev.serbench.report.go.GoBenchFile;
import dev.serbench.report.go.GoBenchReader;
import dev.serbench.report.go.GoMapping;
import dev.serbench.report.html.HtmlPage;
import dev.serbench.report.html.PageData;
import dev.serbench.report.run.Run;
import dev.serbench.report.run.RunParts;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code html DIR... [--out DIR] [--go FILE]...}: writes the interactive results page of one or more
 * runs, a static directory that opens from {@code file://} with no network.
 */
@Command(name = "html",
    description = {
        "Writes an interactive results page for the runs in DIR... (the first one is shown first; the others "
            + "can be shown instead and compared with it): index.html, app.js, style.css and data.js, plain "
            + "JavaScript and SVG with no network access, so it opens straight from the file system.",
        "Sortable tables per dataset, filters by property, variant, family and codec (kept in the URL), charts, "
            + "the comparison of runs, the robustness matrix, the Go side by side (--go) and the environments; "
            + "CSV and JSON download of what is shown.",
        "Shards of one run (`run --shard K/N`) are merged into one run, as the report command merges them; "
            + "runs of other JDKs or machines stay separate runs to compare.",
        "Writes into --out, by default DIR/html of the first run. A non-empty directory is replaced only if "
            + "this command wrote it (it holds " + HtmlPage.MARKER + "). All inputs are read and checked first."},
    footer = {"", "Exit codes: 0 success, 1 an input was missing or malformed or the directory is not ours "
        + "(nothing written), 2 bad usage."})
public final class HtmlCommand implements Callable<Integer> {

  @Spec
  private CommandSpec spec;

  @Parameters(index = "0", arity = "1..*", paramLabel = "DIR", description = "Results directories (a run of several "
      + "JDKs, DIR of run --jvm A --jvm B: its JDKs' runs side by side).")
  private List<Path> dirs = new ArrayList<>();

  @Option(names = "--out", paramLabel = "DIR", description = "The page's directory (default: DIR/html of the first run).")
  private Path out;

  @Option(names = "--go", paramLabel = "FILE",
      description = "A Go benchmark file to show side by side (as for the report command); repeatable.")
  private List<Path> goPaths = new ArrayList<>();

  @Option(names = "--across-commits", description = "Merge parts measured at different git commits when nothing "
      + "else differs (as the report command's option).")
  private boolean acrossCommits;

  @Option(names = {"-h", "--help"}, usageHelp = true, description = "Show this help and exit.")
  private boolean help;

  @Override
  public Integer call() throws ReportException {
    // A run of several JDKs (run --jvm A --jvm B) shows as its JDKs' runs side by side.
    List<RunParts.Group> groups = RunParts.group(dev.serbench.report.run.JdkTurns.expand(dirs), acrossCommits);
    List<Run> runs = groups.stream().map(RunParts.Group::run).toList();
    List<GoBenchFile> goFiles = new ArrayList<>();
    for (Path p : goPaths) {
      goFiles.add(GoBenchReader.read(p));
    }
    Path given = out != null ? out : dirs.get(0).resolve("html");
    Path target = ReportJob.absolute(given);
    HtmlPage.checkTarget(target);
    List<String> names = names(groups);
    Map<String, String> files = HtmlPage.files(PageData.of(runs, names, goFiles, GoMapping.standard(),
        command()), "serbench results: " + String.join(", ", names));
    OutputFiles output = new OutputFiles();
    files.forEach((name, content) -> output.add(target.resolve(name), content));
    output.writeAll();
    spec.commandLine().getOut().println("wrote " + ReportJob.slashes(given.resolve(HtmlPage.INDEX)) + " ("
        + runs.size() + (runs.size() == 1 ? " run" : " runs") + ", data.js "
        + (files.get(HtmlPage.DATA).length() / 1024) + " KiB)");
    spec.commandLine().getOut().flush();
    return 0;
  }

  /**
   * The runs' names: their directories' (a merged run's first part, "+ N parts"), made unique with "#2",
   * "#3" when two runs share one.
   */
  static List<String> names(List<RunParts.Group> groups) {
    Map<String, Integer> seen = new HashMap<>();
    List<String> names = new ArrayList<>();
    for (RunParts.Group group : groups) {
      Path dir = group.dirs().get(0);
      Path name = ReportJob.absolute(dir).getFileName();
      String base = (name == null ? ReportJob.slashes(dir) : name.toString())
          + (group.dirs().size() == 2 ? " + 1 part" : group.dirs().size() > 2 ? " + " + (group.dirs().size() - 1) + " parts" : "");
      int n = seen.merge(base, 1, Integer::sum);
      names.add(n == 1 ? base : base + " #" + n);
    }
    return names;
  }

  private String command() {
    StringBuilder s = new StringBuilder(ReportJob.JAR).append(" html");
    dirs.forEach(d -> s.append(' ').append(ReportJob.slashes(d)));
    goPaths.forEach(p -> s.append(" --go ").append(ReportJob.slashes(p)));
    if (out != null) {
      s.append(" --out ").append(ReportJob.slashes(out));
    }
    return s.toString();
  }
}
