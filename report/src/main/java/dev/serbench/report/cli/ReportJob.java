package dev.serbench.report.cli;

import dev.serbench.report.ReportException;
import dev.serbench.report.chart.FamilyCharts;
import dev.serbench.report.go.GoBenchFile;
import dev.serbench.report.go.GoBenchReader;
import dev.serbench.report.go.GoMapping;
import dev.serbench.report.go.SameMachineGo;
import dev.serbench.report.markdown.MarkdownReport;
import dev.serbench.report.markdown.RenderContext;
import dev.serbench.report.compare.JdkSummary;
import dev.serbench.report.run.Run;
import dev.serbench.report.run.RunParts;
import dev.serbench.report.run.RunReader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Computes everything the report command writes, in memory: the charts, {@code DIR/report.md}, the
 * {@code --out} file and the new README. Nothing touches the disk until {@link OutputFiles#writeAll()}.
 */
final class ReportJob {

  static final String JAR = "java -jar report/target/report.jar";
  static final String REPORT_FILE = "report.md";
  static final String CHARTS_DIR = "charts";

  private ReportJob() {}

  /** The files to write and the Markdown for stdout (relative to the results directory). */
  record Plan(OutputFiles files, String markdown) {}

  /**
   * @param givenDirs the results directories of one run (several: the parts merged into it); empty with
   *     {@code readme}: those its section records
   * @param givenJdkCompare the directories of a run to show beside it in the README ({@code --jdk-compare})
   */
  static Plan plan(List<Path> givenDirs, boolean givenAcrossCommits, Path readme, Path out, List<Path> givenGoPaths,
      boolean noGo, List<Path> givenJdkCompare, boolean noJdkCompare, boolean allowPartial, java.io.PrintWriter err)
      throws ReportException {
    boolean acrossCommits = givenAcrossCommits;
    String readmeText = readme == null ? null : ReadmeSection.read(readme);
    List<Path> dirs = givenDirs;
    List<Path> goPaths = givenGoPaths;
    List<Path> jdkCompare = givenJdkCompare;
    if (readmeText != null) {
      // Check the markers before anything else is computed, so a bad README fails fast.
      ReadmeSection.replace(readme, readmeText, "");
      ReadmeSection.Inputs recorded = ReadmeSection.inputs(readme, readmeText);
      Path base = absolute(readme).getParent();
      if (dirs.isEmpty()) {
        if (recorded == null) {
          throw new ReportException(readme + ": its results section records no inputs: give the results directory");
        }
        dirs = fromReadme(base, recorded.dirs());
        acrossCommits |= recorded.acrossCommits();
      }
      if (goPaths.isEmpty() && !noGo && recorded != null && !recorded.goFiles().isEmpty()) {
        goPaths = fromReadme(base, recorded.goFiles());
        err.println("report: using the --go files recorded in " + readme + ": " + String.join(" ",
            goPaths.stream().map(ReportJob::slashes).toList()) + " (--no-go drops them)");
      }
      if (jdkCompare.isEmpty() && !noJdkCompare && recorded != null && !recorded.jdkCompare().isEmpty()) {
        jdkCompare = fromReadme(base, recorded.jdkCompare());
        err.println("report: using the --jdk-compare run recorded in " + readme + ": " + String.join(" ",
            jdkCompare.stream().map(ReportJob::slashes).toList()) + " (--no-jdk-compare drops it)");
      }
    }
    Path dir = dirs.get(0);
    String across = acrossCommits ? " " + ReadmeSection.ACROSS_COMMITS : "";
    String dirsText = String.join(" ", dirs.stream().map(ReportJob::slashes).toList());
    Run run = RunParts.read(dirs, acrossCommits);
    if (run.partial() != null && readme != null && !allowPartial) {
      throw new ReportException(dirsText + ": partial run (" + run.partial().done() + " of " + run.partial().planned()
          + " benchmarks): refusing to put it in " + readme + " (--allow-partial does)");
    }
    // --jdk-compare of a run of several JDKs (run --jvm A --jvm B): its first JDK against its second, both
    // measured in turns, instead of the README's run against another. Several such runs (parts of one, split by
    // --datasets: the large datasets apart) merge JDK by JDK.
    List<List<Path>> turnsRuns = jdkCompare.stream().map(dev.serbench.report.run.JdkTurns::parts).toList();
    List<Path> firsts = List.of();
    List<Path> seconds = List.of();
    int several = turnsRuns.indexOf(turnsRuns.stream().filter(p -> !p.isEmpty()).findFirst().orElse(null));
    if (several >= 0) {
      List<String> jdks = null;
      for (int i = 0; i < jdkCompare.size(); i++) {
        List<Path> parts = turnsRuns.get(i);
        if (parts.isEmpty()) {
          throw new ReportException("--jdk-compare " + jdkCompare.get(i) + ": not a run of several JDKs, while "
              + jdkCompare.get(several) + " is: give runs of several JDKs only, or the parts of one JDK's run only");
        }
        if (parts.size() == 1) {
          throw new ReportException(jdkCompare.get(i) + ": a run of several JDKs with one finished JDK's directory ("
              + parts.get(0).getFileName() + "): nothing to compare it with");
        }
        List<String> names = parts.subList(0, 2).stream().map(p -> p.getFileName().toString()).toList();
        if (jdks == null) {
          jdks = names;
        } else if (!names.equals(jdks)) {
          throw new ReportException("--jdk-compare " + jdkCompare.get(i) + ": its JDKs are " + String.join(" and ", names)
              + " and " + jdkCompare.get(0) + "'s are " + String.join(" and ", jdks)
              + ": the parts of one comparison have the same JDKs");
        }
      }
      firsts = turnsRuns.stream().map(p -> p.get(0)).toList();
      seconds = turnsRuns.stream().map(p -> p.get(1)).toList();
    }
    boolean turns = !firsts.isEmpty();
    Run compareBase = !turns ? run : RunParts.read(firsts, acrossCommits);
    Run compared = jdkCompare.isEmpty() ? null : RunParts.read(!turns ? jdkCompare : seconds, acrossCommits);
    if (compared != null && readme != null && !allowPartial) {
      for (Run r : !turns ? List.of(compared) : List.of(compareBase, compared)) {
        if (r.partial() != null) {
          throw new ReportException(r.dir() + ": partial run (" + r.partial().done() + " of " + r.partial().planned()
              + " benchmarks): refusing to compare it in " + readme + " (--allow-partial does)");
        }
      }
    }
    List<Run.GoDir> goDirs = new ArrayList<>(run.goDirs());
    if (compared != null) {
      goDirs.addAll(compared.goDirs());
      goDirs.addAll(compareBase.goDirs());
    }
    for (Run.GoDir goDir : goDirs) {
      SameMachineGo.read(goDir.dir()); // a malformed go/bench.txt fails here, before anything is computed
    }
    List<GoBenchFile> goFiles = new ArrayList<>();
    for (Path p : goPaths) {
      goFiles.add(GoBenchReader.read(p));
    }
    // Every input is read and checked: what is accepted with a caveat is said now.
    if (run.partial() != null) {
      err.println("report: warning: " + dirsText + " is a partial run: " + run.partial().done() + " of "
          + run.partial().planned() + " benchmarks");
    }
    if (run.allocs() == null) {
      err.println("report: warning: " + dir.resolve(RunReader.ALLOCS_FILE) + " is missing: no allocs/op columns "
          + "(the outputs say so)");
    }
    GoMapping mapping = GoMapping.standard();
    Map<String, String> charts = FamilyCharts.render(run);
    Path dirAbs = absolute(dir);
    OutputFiles files = new OutputFiles();
    String goArgs = goArgs(goPaths, null);
    String shown = String.join(" + ", dirs.stream().map(ReportJob::slashes).toList());
    String markdown = writeReport(run, charts, goFiles, mapping, shown, JAR + " " + dirsText + across + goArgs, files);
    if (out != null) {
      Path base = absolute(out).getParent();
      files.add(absolute(out), MarkdownReport.render(context(run, goFiles, mapping, charts, base, shown,
          JAR + " " + dirsText + across + goArgs + " --out " + slashes(out), true)));
    }
    if (readme != null) {
      Path base = absolute(readme).getParent();
      List<String> dirsFromReadme = dirs.stream().map(d -> relative(base, absolute(d))).toList();
      List<String> compareFromReadme = jdkCompare.stream().map(d -> relative(base, absolute(d))).toList();
      boolean page = java.nio.file.Files.isRegularFile(dirAbs.resolve("html").resolve("index.html"));
      String compareArgs = String.join("", compareFromReadme.stream().map(d -> " --jdk-compare " + d).toList());
      // A run of several JDKs with a Go run made in turns with them gives the README's same-machine Go table
      // in place of the README run's own (a dataset's JVM and Go figures minutes apart).
      boolean turnsGo = turns && hasGo(compareBase);
      String section = MarkdownReport.renderSummary(context(run, goFiles, mapping, charts, base,
          String.join(" + ", dirsFromReadme), JAR + " " + String.join(" ", dirsFromReadme) + across + " --readme "
              + readme.getFileName() + goArgs(goPaths, base) + compareArgs, false),
          relative(base, dirAbs.resolve(REPORT_FILE)), page ? relative(base, dirAbs.resolve("html").resolve("index.html")) : null,
          !turnsGo);
      if (compared != null && turns) {
        String firstNames = String.join(" + ", firsts.stream().map(d -> relative(base, absolute(d))).toList());
        String secondNames = String.join(" + ", seconds.stream().map(d -> relative(base, absolute(d))).toList());
        String runs = compareFromReadme.size() == 1 ? "one run (`" + compareFromReadme.get(0) + "`) whose JDKs"
            : "runs (" + String.join(", ", compareFromReadme.stream().map(d -> "`" + d + "`").toList())
                + ", parts of one selection) in each of which the JDKs";
        section += "\n" + JdkSummary.render(compareBase, compared, firstNames, secondNames,
            "Both measured in " + runs + " took turns pair by pair, "
                + "the JDK going first alternating, so that a drift of the machine's speed over the run's hours "
                + "touched both alike.");
        section += comparedGo(compareBase, firsts, acrossCommits, mapping, base, files);
        List<String> given = seconds.stream().map(ReportJob::slashes).toList();
        writeReport(compared, FamilyCharts.render(compared), List.of(), mapping, String.join(" + ", given),
            JAR + " " + String.join(" ", given) + across, files);
      } else if (compared != null) {
        section += "\n" + JdkSummary.render(run, compared, String.join(" + ", dirsFromReadme),
            String.join(" + ", compareFromReadme));
        section += comparedGo(compared, jdkCompare, acrossCommits, mapping, base, files);
      }
      ReadmeSection.Inputs inputs = new ReadmeSection.Inputs(dirsFromReadme, acrossCommits,
          goPaths.stream().map(g -> relative(base, absolute(g))).toList(), compareFromReadme);
      files.add(absolute(readme), ReadmeSection.replace(readme, readmeText, inputs.line() + "\n\n" + section));
    }
    return new Plan(files, markdown);
  }

  /**
   * The README's "Go on the same machine" table of the compared run, when that run has a Go run of its own
   * (the {@code go} command's output in its directories): JVM/Go ratios from the compared run's JVM figures and
   * its Go run, with the compared run's full report written into its first directory (as {@code report} on it
   * would) for the codecs and both sides' intervals. Empty, and nothing written, when it has no Go run.
   */
  private static String comparedGo(Run compared, List<Path> dirs, boolean acrossCommits, GoMapping mapping,
      Path base, OutputFiles files) throws ReportException {
    Path dirAbs = absolute(compared.dir());
    List<String> given = dirs.stream().map(ReportJob::slashes).toList();
    String command = JAR + " " + String.join(" ", given) + (acrossCommits ? " " + ReadmeSection.ACROSS_COMMITS : "");
    String names = String.join(" + ", dirs.stream().map(d -> relative(base, absolute(d))).toList());
    String table = MarkdownReport.renderSameMachineGoSummary(
        context(compared, List.of(), mapping, Map.of(), base, names, command, false),
        relative(base, dirAbs.resolve(REPORT_FILE)), "Go on the same machine: " + JdkSummary.label(compared) + "/Go");
    if (table.isEmpty()) {
      return "";
    }
    writeReport(compared, FamilyCharts.render(compared), List.of(), mapping, String.join(" + ", given), command, files);
    return "\n" + table;
  }

  /** Whether any part of {@code run} has a Go run of the same machine. */
  private static boolean hasGo(Run run) {
    return run.goDirs().stream().anyMatch(d -> dev.serbench.report.go.SameMachineGo.file(d.dir()) != null);
  }

  /**
   * A run's charts and its full report ({@code report.md}, linking the charts) into the run's first directory, as
   * {@code report} on that run writes them; returns the report.
   */
  private static String writeReport(Run run, Map<String, String> charts, List<GoBenchFile> goFiles,
      GoMapping mapping, String shown, String command, OutputFiles files) {
    Path dirAbs = absolute(run.dir());
    charts.forEach((name, svg) -> files.add(dirAbs.resolve(CHARTS_DIR).resolve(name), svg));
    String markdown = MarkdownReport.render(context(run, goFiles, mapping, charts, dirAbs, shown, command, true));
    files.add(dirAbs.resolve(REPORT_FILE), markdown);
    return markdown;
  }

  /** Paths recorded relative to the README, as paths relative to the working directory. */
  private static List<Path> fromReadme(Path base, List<String> recorded) {
    return recorded.stream().map(r -> Path.of(relative(absolute(Path.of("")), base.resolve(r)))).toList();
  }

  private static RenderContext context(Run run, List<GoBenchFile> goFiles, GoMapping mapping,
      Map<String, String> charts, Path base, String resultsDir, String command, boolean standalone) {
    Path chartsDir = absolute(run.dir()).resolve(CHARTS_DIR);
    return new RenderContext(run, resultsDir, command, name -> relative(base, chartsDir.resolve(name)),
        charts.keySet(), goFiles, mapping, standalone);
  }

  /** {@code --go} arguments: as given, or relative to {@code base} when set. */
  private static String goArgs(List<Path> goPaths, Path base) {
    StringBuilder s = new StringBuilder();
    for (Path p : goPaths) {
      s.append(" --go ").append(base == null ? slashes(p) : relative(base, absolute(p)));
    }
    return s.toString();
  }

  static Path absolute(Path p) {
    return p.toAbsolutePath().normalize();
  }

  /** {@code target} relative to the directory {@code base}, with forward slashes; "." for the same directory. */
  static String relative(Path base, Path target) {
    String s = slashes(base.relativize(target));
    return s.isEmpty() ? "." : s;
  }

  static String slashes(Path p) {
    String s = p.normalize().toString().replace('\\', '/');
    return s.isEmpty() ? "." : s;
  }
}
