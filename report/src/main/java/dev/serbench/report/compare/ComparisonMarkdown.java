package dev.serbench.report.compare;

import dev.serbench.report.run.Estimate;
import dev.serbench.report.run.ResultKey;
import dev.serbench.report.run.Run;
import dev.serbench.report.text.MarkdownTable;
import dev.serbench.report.text.Numbers;
import java.util.List;

/** Renders a {@link RunComparison} as Markdown: time table, allocation table, added and removed rows. */
public final class ComparisonMarkdown {

  private ComparisonMarkdown() {}

  public static String render(RunComparison c, String oldName, String newName) {
    StringBuilder out = new StringBuilder("## serbench compare\n\n");
    out.append("- old: `").append(oldName).append("`").append(describe(c.oldRun())).append('\n');
    out.append("- new: `").append(newName).append("`").append(describe(c.newRun())).append("\n");
    out.append("- old settings: ").append(settings(c.oldRun())).append('\n');
    out.append("- new settings: ").append(settings(c.newRun())).append("\n\n");
    List<String> differences = differences(c.oldRun(), c.newRun());
    String label = differences.isEmpty() ? "" : " (different settings)";
    if (!differences.isEmpty()) {
      out.append("> **The two runs differ in ").append(String.join(", ", differences)).append("**: a change may come "
          + "from that, not from the code; every verdict below is labelled \"(different settings)\".\n\n");
    }
    out.append("Verdicts as Go's benchstat: each score's interval is [score - error, score + error] with JMH's "
        + "99.9% error; overlapping intervals mean `~ (no significant change)`; a NaN error means the interval is "
        + "unknown (`no error estimate`). Change = (new - old) / old.\n\n");
    out.append("### Time (ns/op)\n\n");
    MarkdownTable time = table("old ns/op", "new ns/op");
    for (ComparisonRow r : c.rows()) {
      time.row(r.key().codec(), r.key().dataset(), r.key().op().id(), Numbers.withError(r.oldTime()),
          Numbers.withError(r.newTime()), Numbers.change(ComparisonRow.changePercent(r.oldTime(), r.newTime())),
          r.timeVerdict().forTime() + label);
    }
    out.append(time.isEmpty() ? "No row is in both runs.\n" : time.render());
    out.append("\n### Allocation (B/op)\n\n");
    MarkdownTable alloc = table("old B/op", "new B/op");
    for (ComparisonRow r : c.rows()) {
      Verdict v = r.allocVerdict();
      alloc.row(r.key().codec(), r.key().dataset(), r.key().op().id(), allocText(r.oldAlloc()),
          allocText(r.newAlloc()),
          v == null ? Numbers.NA : Numbers.change(ComparisonRow.changePercent(r.oldAlloc(), r.newAlloc())),
          v == null ? "no allocation data" : v.forAlloc() + label);
    }
    out.append(alloc.isEmpty() ? "No row is in both runs.\n" : alloc.render());
    out.append(keys("Added (only in the new run)", c.added()));
    out.append(keys("Removed (only in the old run)", c.removed()));
    return out.toString();
  }

  private static MarkdownTable table(String oldHeader, String newHeader) {
    return new MarkdownTable().text("codec").text("dataset").text("op").number(oldHeader).number(newHeader)
        .number("change").text("verdict");
  }

  private static String allocText(Estimate e) {
    return Numbers.allocWithError(e);
  }

  /** JMH settings, JDK and machine of a run, in one line. */
  static String settings(Run run) {
    var j = run.metadata().jmh();
    var e = run.metadata().environment();
    return (j.quick() ? "quick, " : "") + j.forks() + " forks, warm-up " + j.warmupIterations() + " x " + j.warmupTime()
        + ", measurement " + j.measurementIterations() + " x " + j.measurementTime() + "; JDK " + jdk(run) + "; "
        + e.cpu() + ", " + e.cores() + " cores, " + Math.round(e.memoryBytes() / (1024.0 * 1024 * 1024)) + " GiB";
  }

  private static String jdk(Run run) {
    var e = run.metadata().environment();
    return (e.jdkVendor() + " " + e.jdkVersion()).strip();
  }

  /** What makes two runs' figures not directly comparable: JMH settings, mode, JDK, machine. */
  public static List<String> differences(Run a, Run b) {
    List<String> out = new java.util.ArrayList<>();
    var ja = a.metadata().jmh();
    var jb = b.metadata().jmh();
    if (ja.quick() != jb.quick() || ja.forks() != jb.forks() || ja.warmupIterations() != jb.warmupIterations()
        || !ja.warmupTime().equals(jb.warmupTime()) || ja.measurementIterations() != jb.measurementIterations()
        || !ja.measurementTime().equals(jb.measurementTime())) {
      out.add("JMH settings");
    }
    if (!jdk(a).equals(jdk(b))) {
      out.add("JDK");
    }
    var ea = a.metadata().environment();
    var eb = b.metadata().environment();
    if (!ea.sameCpu(eb) || ea.cores() != eb.cores()) {
      out.add("machine");
    }
    return out;
  }

  private static String describe(Run run) {
    String started = run.metadata().startedAt();
    String commit = run.metadata().environment().gitCommit();
    StringBuilder s = new StringBuilder();
    if (!started.isEmpty()) {
      s.append(", started ").append(started);
    }
    if (!commit.isEmpty()) {
      s.append(", commit `").append(commit).append('`');
    }
    return s.toString();
  }

  private static String keys(String title, List<ResultKey> keys) {
    StringBuilder out = new StringBuilder("\n### ").append(title).append("\n\n");
    if (keys.isEmpty()) {
      return out.append("None.\n").toString();
    }
    MarkdownTable t = new MarkdownTable().text("codec").text("dataset").text("op");
    keys.forEach(k -> t.row(k.codec(), k.dataset(), k.op().id()));
    return out.append(t.render()).toString();
  }
}
