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
    out.append("- new: `").append(newName).append("`").append(describe(c.newRun())).append("\n\n");
    out.append("Verdicts as Go's benchstat: each score's interval is [score - error, score + error] with JMH's "
        + "99.9% error; overlapping intervals mean `~ (no significant change)`; a NaN error means the interval is "
        + "unknown (`no error estimate`). Change = (new - old) / old.\n\n");
    out.append("### Time (ns/op)\n\n");
    MarkdownTable time = table("old ns/op", "new ns/op");
    for (ComparisonRow r : c.rows()) {
      time.row(r.key().codec(), r.key().dataset(), r.key().op().id(), Numbers.withError(r.oldTime()),
          Numbers.withError(r.newTime()), Numbers.change(ComparisonRow.changePercent(r.oldTime(), r.newTime())),
          r.timeVerdict().forTime());
    }
    out.append(time.isEmpty() ? "No row is in both runs.\n" : time.render());
    out.append("\n### Allocation (B/op)\n\n");
    MarkdownTable alloc = table("old B/op", "new B/op");
    for (ComparisonRow r : c.rows()) {
      Verdict v = r.allocVerdict();
      alloc.row(r.key().codec(), r.key().dataset(), r.key().op().id(), allocText(r.oldAlloc()),
          allocText(r.newAlloc()),
          v == null ? Numbers.NA : Numbers.change(ComparisonRow.changePercent(r.oldAlloc(), r.newAlloc())),
          v == null ? "no allocation data" : v.forAlloc());
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
