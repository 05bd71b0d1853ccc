package dev.serbench.report.compare;

import dev.serbench.report.run.CodecInfo;
import dev.serbench.report.run.Op;
import dev.serbench.report.run.Run;
import dev.serbench.report.text.MarkdownTable;
import dev.serbench.report.text.Numbers;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The README's one-table answer to "how does it look on my JDK?": two runs of the same suite on two JDKs
 * (or two machines), per codec the geometric mean of the time ratio over the rows both runs timed, how
 * many of those rows moved outside both runs' intervals, and the biggest movers by name. A geometric mean
 * weighs a 2x change on a 50 ns row like one on a 50 ms row, which is what "per codec" asks; the rows
 * behind it are in {@code compare}'s table. Significance is {@link Verdict}'s: the intervals [score -
 * error, score + error] of the two runs do not overlap.
 */
public final class JdkSummary {

  /** How many of the biggest movers each way the text names. */
  static final int MOVERS = 3;

  private static final Pattern MAJOR = Pattern.compile("^(\\d+)");

  private JdkSummary() {}

  /**
   * One codec's change from the base run to the other.
   *
   * @param encode the geometric mean of other / base ns/op over the encode rows; NaN when there are none
   * @param all the same over every operation's rows
   * @param faster rows faster in the other run, outside both intervals
   * @param slower rows slower in the other run, outside both intervals
   * @param unknown rows without an error estimate in either run (quick runs), which are neither
   * @param biggest the row with the largest ratio either way
   */
  public record CodecChange(String codec, int datasets, int rows, double encode, double decode, double all, int faster,
      int slower, int unknown, ComparisonRow biggest) {}

  /** Every codec with rows in both runs, in the base run's order. */
  public static List<CodecChange> changes(RunComparison comparison) {
    Map<String, List<ComparisonRow>> byCodec = new LinkedHashMap<>();
    comparison.oldRun().codecs().forEach(c -> byCodec.put(c.id(), new ArrayList<>()));
    for (ComparisonRow row : comparison.rows()) {
      if (usable(row)) {
        byCodec.computeIfAbsent(row.key().codec(), k -> new ArrayList<>()).add(row);
      }
    }
    List<CodecChange> changes = new ArrayList<>();
    byCodec.forEach((codec, rows) -> {
      if (rows.isEmpty()) {
        return;
      }
      Set<String> datasets = new LinkedHashSet<>();
      rows.forEach(r -> datasets.add(r.key().dataset()));
      int faster = (int) rows.stream().filter(r -> r.timeVerdict() == Verdict.LOWER).count();
      int slower = (int) rows.stream().filter(r -> r.timeVerdict() == Verdict.HIGHER).count();
      int unknown = (int) rows.stream().filter(r -> r.timeVerdict() == Verdict.NO_ERROR).count();
      ComparisonRow biggest = rows.stream().max(Comparator.comparingDouble(r -> Math.abs(Math.log(ratio(r)))))
          .orElseThrow();
      changes.add(new CodecChange(codec, datasets.size(), rows.size(), geomean(rows, Op.ENCODE),
          geomean(rows, Op.DECODE), geomean(rows, null), faster, slower, unknown, biggest));
    });
    return List.copyOf(changes);
  }

  /** The rows with the smallest ({@code faster}) or largest ratios, at most {@code n}, most moved first. */
  public static List<ComparisonRow> movers(RunComparison comparison, boolean faster, int n) {
    Comparator<ComparisonRow> byRatio = Comparator.comparingDouble(JdkSummary::ratio);
    return comparison.rows().stream().filter(JdkSummary::usable)
        .filter(r -> faster ? ratio(r) < 1 : ratio(r) > 1)
        .sorted(faster ? byRatio : byRatio.reversed()).limit(n).toList();
  }

  /**
   * The Markdown section "JDK 17 vs JDK 25": a table per codec, the biggest movers and, when the runs
   * differ in more than the JDK, a warning saying in what.
   *
   * @param base the run the ratios are relative to (the README's own)
   * @param other the run compared with it
   * @param baseName how the text names {@code base}'s directory
   * @param otherName how the text names {@code other}'s directory
   */
  public static String render(Run base, Run other, String baseName, String otherName) {
    return render(base, other, baseName, otherName, null);
  }

  /** {@link #render(Run, Run, String, String)} with {@code how} (how the two were measured) after the first paragraph's text. */
  public static String render(Run base, Run other, String baseName, String otherName, String how) {
    RunComparison comparison = RunComparison.of(base, other);
    String a = label(base);
    String b = label(other);
    if (a.equals(b)) {
      a = baseName;
      b = otherName;
    }
    StringBuilder out = new StringBuilder("### ").append(a).append(" vs ").append(b).append("\n\n");
    out.append(a).append(": `").append(baseName).append("` (").append(jdk(base)).append("); ").append(b).append(": `")
        .append(otherName).append("` (").append(jdk(other)).append("). Ratio = ").append(b).append(" ns/op ÷ ")
        .append(a).append(" ns/op, as a geometric mean over the rows (dataset, operation) both runs timed: below 1 "
            + "is faster on ").append(b).append(". A row moved *outside the intervals* when its [score - error, "
            + "score + error] intervals in the two runs do not overlap (error: ")
        .append(base.metadata().jmh().intervalDescription()).append(").").append(how == null ? "" : " " + how)
        .append("\n\n");
    List<String> differences = new ArrayList<>(ComparisonMarkdown.differences(base, other));
    differences.remove("JDK");
    if (!differences.isEmpty()) {
      out.append("> **The two runs also differ in ").append(String.join(", ", differences))
          .append("**: part of a change may come from that.\n\n");
    }
    List<CodecChange> changes = changes(comparison);
    if (changes.isEmpty()) {
      return out.append("No row is in both runs.\n").toString();
    }
    MarkdownTable table = new MarkdownTable().text("codec").number("datasets").number("encode").number("decode")
        .number("all ops").text("outside the intervals").text("biggest mover");
    for (CodecChange c : changes) {
      table.row(base.codec(c.codec()).label(), Integer.toString(c.datasets()), times(c.encode()), times(c.decode()),
          times(c.all()), c.faster() + " faster, " + c.slower() + " slower of " + c.rows()
              + (c.unknown() == 0 ? "" : " (" + c.unknown() + " without an error estimate)"),
          c.biggest().key().dataset() + " " + c.biggest().key().op().id() + " " + times(ratio(c.biggest())));
    }
    out.append(table.render());
    out.append("\nBiggest movers, faster on ").append(b).append(": ").append(moverText(base, movers(comparison, true, MOVERS)))
        .append("; slower on ").append(b).append(": ").append(moverText(base, movers(comparison, false, MOVERS)))
        .append(".\n");
    return out.toString();
  }

  /**
   * "JDK 17" from the version of the VM the benchmarks ran on: JMH's {@code vmVersion}
   * ("17.0.15+6-Debian-1deb12u1"), which is the forks' VM even when it is not the one that launched
   * the run; metadata.json's JDK when jmh.json has none; "JDK n/a" when neither says.
   */
  public static String label(Run run) {
    Matcher m = MAJOR.matcher(forksVersion(run));
    return "JDK " + (m.find() ? m.group(1) : Numbers.NA);
  }

  private static String forksVersion(Run run) {
    String vm = run.jmh().vmVersion();
    return vm.isEmpty() ? run.metadata().environment().jdkVersion() : vm;
  }

  /** The JDK as metadata.json names it, the forks' VM when that differs, and the CPU. */
  private static String jdk(Run run) {
    var e = run.metadata().environment();
    String jdk = (e.jdkVendor() + " " + e.jdkVersion()).strip();
    String vm = run.jmh().vmVersion();
    return (jdk.isEmpty() ? Numbers.NA : jdk) + (vm.isEmpty() || vm.equals(e.jdkVersion()) ? "" : "; forks on VM " + vm)
        + ", " + (e.cpuModel().isEmpty() ? Numbers.NA : e.cpu());
  }

  private static String moverText(Run base, List<ComparisonRow> rows) {
    if (rows.isEmpty()) {
      return "none";
    }
    List<String> parts = new ArrayList<>();
    for (ComparisonRow r : rows) {
      CodecInfo codec = base.codec(r.key().codec());
      parts.add("`" + codec.id() + "` " + r.key().dataset() + " " + r.key().op().id() + " " + times(ratio(r)) + " ("
          + significance(r.timeVerdict()) + ")");
    }
    return String.join(", ", parts);
  }

  private static String significance(Verdict v) {
    return switch (v) {
      case LOWER, HIGHER -> "outside the intervals";
      case SAME -> "within the intervals";
      case NO_ERROR -> "no error estimate";
    };
  }

  /** A ratio as "0.87×". */
  private static String times(double ratio) {
    return Double.isNaN(ratio) ? Numbers.NOT_TIMED : Numbers.ratio(ratio) + "×";
  }

  static double ratio(ComparisonRow r) {
    return r.newTime().score() / r.oldTime().score();
  }

  private static boolean usable(ComparisonRow r) {
    double ratio = ratio(r);
    return r.oldTime().score() > 0 && r.newTime().score() > 0 && !Double.isNaN(ratio) && !Double.isInfinite(ratio);
  }

  /** The geometric mean of the ratios of {@code op}'s rows (every row's when null); NaN when there are none. */
  private static double geomean(List<ComparisonRow> rows, Op op) {
    double logs = 0;
    int n = 0;
    for (ComparisonRow r : rows) {
      if (op == null || r.key().op() == op) {
        logs += Math.log(ratio(r));
        n++;
      }
    }
    return n == 0 ? Double.NaN : Math.exp(logs / n);
  }
}
