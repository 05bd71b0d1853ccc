package dev.serbench.report.cli;

import dev.serbench.report.ReportException;
import dev.serbench.report.chart.FamilyCharts;
import dev.serbench.report.go.GoBenchFile;
import dev.serbench.report.go.GoBenchReader;
import dev.serbench.report.go.GoMapping;
import dev.serbench.report.go.SameMachineGo;
import dev.serbench.report.markdown.MarkdownReport;
import dev.serbench.report.markdown.RenderContext;
import dev.serbench.report.run.Run;
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

  static Plan plan(Path dir, Path readme, Path out, List<Path> goPaths) throws ReportException {
    Run run = RunReader.read(dir);
    SameMachineGo.read(dir); // a malformed go/bench.txt fails here, before anything is computed
    List<GoBenchFile> goFiles = new ArrayList<>();
    for (Path p : goPaths) {
      goFiles.add(GoBenchReader.read(p));
    }
    String readmeText = readme == null ? null : ReadmeSection.read(readme);
    if (readmeText != null) {
      // Check the markers before anything else is computed, so a bad README fails fast.
      ReadmeSection.replace(readme, readmeText, "");
    }
    GoMapping mapping = GoMapping.standard();
    Map<String, String> charts = FamilyCharts.render(run);
    Path dirAbs = absolute(dir);
    OutputFiles files = new OutputFiles();
    charts.forEach((name, svg) -> files.add(dirAbs.resolve(CHARTS_DIR).resolve(name), svg));

    String goArgs = goArgs(goPaths, null);
    String markdown = MarkdownReport.render(context(run, goFiles, mapping, charts, dirAbs, slashes(dir),
        JAR + " " + slashes(dir) + goArgs, true));
    files.add(dirAbs.resolve(REPORT_FILE), markdown);
    if (out != null) {
      Path base = absolute(out).getParent();
      files.add(absolute(out), MarkdownReport.render(context(run, goFiles, mapping, charts, base, slashes(dir),
          JAR + " " + slashes(dir) + goArgs + " --out " + slashes(out), true)));
    }
    if (readme != null) {
      Path base = absolute(readme).getParent();
      String dirFromReadme = relative(base, dirAbs);
      String section = MarkdownReport.render(context(run, goFiles, mapping, charts, base, dirFromReadme,
          JAR + " " + dirFromReadme + " --readme " + readme.getFileName() + goArgs(goPaths, base), false));
      files.add(absolute(readme), ReadmeSection.replace(readme, readmeText, section));
    }
    return new Plan(files, markdown);
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
