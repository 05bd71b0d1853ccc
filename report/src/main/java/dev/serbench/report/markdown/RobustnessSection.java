package dev.serbench.report.markdown;

import dev.serbench.report.run.CodecInfo;
import dev.serbench.report.run.DatasetInfo;
import dev.serbench.report.run.Robustness;
import dev.serbench.report.run.Run;
import dev.serbench.report.text.MarkdownTable;
import dev.serbench.report.text.Numbers;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

/**
 * From robustness.json: per codec, how decoding corrupted encodings ended (outcome counts summed over
 * datasets), the settings and duration of the pass, and every pair whose decoder hung, ran out of memory,
 * threw an Error or crashed its JVM. Absent file, absent section.
 */
final class RobustnessSection {

  static final String TITLE = "### Robustness: decoding corrupted input";

  /** What each known outcome class means, for the text above the table. */
  private static final Map<String, String> MEANING = Map.of(
      "clean-exception", "decode threw an Exception (the outcome a caller can handle)",
      "wrong-value", "decoded without error to a different value (silently wrong)",
      "same-value", "decoded to the original value (the corruption hit bytes that do not matter)",
      "hang", "no answer within the timeout",
      "out-of-memory", "OutOfMemoryError in the capped worker heap",
      "other-error", "another Throwable that is not an Exception (StackOverflowError, ...)",
      "jvm-crash", "the worker JVM died without answering");

  private RobustnessSection() {}

  static String render(RenderContext ctx) {
    Robustness r = ctx.run().robustness();
    if (r == null) {
      return "";
    }
    StringBuilder out = new StringBuilder(TITLE).append("\n\n");
    List<String> meanings = new ArrayList<>();
    for (String outcome : r.outcomes()) {
      meanings.add("`" + outcome + "`" + (MEANING.containsKey(outcome) ? ": " + MEANING.get(outcome) : ""));
    }
    out.append("Each pair decoded corrupted copies of its encoded values, in separate worker JVMs; every input ends "
        + "in exactly one class: ").append(String.join("; ", meanings)).append(". Counts are summed over the "
        + "datasets each codec was tested on.\n\n");
    out.append(settings(r)).append("\n\n");
    out.append(table(ctx.run(), r));
    out.append(severe(ctx.run(), r));
    if (!r.skipped().isEmpty()) {
      MarkdownTable t = new MarkdownTable().text("codec").text("reason");
      r.skipped().forEach(s -> t.row(s.codec(), s.reason().isEmpty() ? Numbers.NA : s.reason()));
      out.append("\n**Not tested:**\n\n").append(t.render());
    }
    return out.toString();
  }

  private static String settings(Robustness r) {
    Robustness.Settings s = r.settings();
    List<String> parts = new ArrayList<>();
    parts.add(count(s.inputsPerPair()) + " inputs per pair");
    parts.add("seed " + (s.seed() < 0 ? Numbers.NA : Long.toString(s.seed())));
    parts.add("timeout " + count(s.timeoutMillis()) + " ms per input");
    parts.add(count(s.workers()) + " worker JVMs");
    String heap = s.workerJvmArgs().stream().filter(a -> a.startsWith("-Xmx")).reduce((a, b) -> b)
        .map(a -> a.substring(4)).orElse(Numbers.NA);
    parts.add("worker heap " + heap + (s.workerJvmArgs().isEmpty() ? ""
        : " (" + EnvironmentSection.code(String.join(" ", s.workerJvmArgs())) + ")"));
    parts.add("limits: " + (s.limits().isEmpty() ? "none" : String.join("; ", s.limits())));
    StringBuilder out = new StringBuilder("Settings: ").append(String.join("; ", parts)).append(".\n");
    out.append("Duration: ").append(duration(r.durationSeconds()));
    if (!r.startedAt().isEmpty() || !r.finishedAt().isEmpty()) {
      out.append(", ").append(HeaderSection.orUnknown(r.startedAt())).append(" to ")
          .append(HeaderSection.orUnknown(r.finishedAt()));
    }
    if (!r.command().isEmpty()) {
      out.append("; command ").append(EnvironmentSection.code(r.command()));
    }
    return out.append('.').toString();
  }

  private static String duration(double seconds) {
    if (Double.isNaN(seconds)) {
      return Numbers.NA;
    }
    String s = Numbers.plain(Math.rint(seconds)) + " s";
    return seconds >= 60 ? s + " (" + Numbers.rate(seconds / 60) + " min)" : s;
  }

  private static String count(long n) {
    return n < 0 ? Numbers.NA : Numbers.count(n);
  }

  private static String table(Run run, Robustness r) {
    Map<String, long[]> sums = new LinkedHashMap<>();
    Map<String, Integer> datasets = new LinkedHashMap<>();
    for (String codec : codecOrder(run, r)) {
      sums.put(codec, new long[r.outcomes().size() + 2]);
      datasets.put(codec, 0);
    }
    for (Robustness.Pair p : r.pairs()) {
      long[] sum = sums.get(p.codec());
      for (int i = 0; i < r.outcomes().size(); i++) {
        sum[i] += p.counts().get(r.outcomes().get(i));
      }
      sum[r.outcomes().size()] += p.inputs();
      sum[r.outcomes().size() + 1] += p.notRun();
      datasets.merge(p.codec(), 1, Integer::sum);
    }
    MarkdownTable t = new MarkdownTable().text("codec").number("datasets");
    r.outcomes().forEach(t::number);
    t.number("inputs");
    t.number("not run (after hangs)");
    sums.forEach((codec, sum) -> {
      List<String> cells = new ArrayList<>(List.of(run.codec(codec).label(), Integer.toString(datasets.get(codec))));
      for (long n : sum) {
        cells.add(Numbers.count(n));
      }
      t.row(cells);
    });
    return t.isEmpty() ? "No pair was tested.\n" : t.render();
  }

  /** Codecs with results in robustness.json: metadata order first, then the others sorted. */
  private static List<String> codecOrder(Run run, Robustness r) {
    TreeSet<String> tested = new TreeSet<>();
    r.pairs().forEach(p -> tested.add(p.codec()));
    List<String> order = new ArrayList<>();
    for (CodecInfo c : run.codecs()) {
      if (tested.remove(c.id())) {
        order.add(c.id());
      }
    }
    order.addAll(tested);
    return order;
  }

  private static String severe(Run run, Robustness r) {
    List<String> codecs = codecOrder(run, r);
    List<String> datasets = run.datasets().stream().map(DatasetInfo::id).toList();
    List<Robustness.Pair> pairs = new ArrayList<>(r.pairs());
    pairs.sort(Comparator.comparingInt((Robustness.Pair p) -> codecs.indexOf(p.codec()))
        .thenComparingInt(p -> datasets.contains(p.dataset()) ? datasets.indexOf(p.dataset()) : Integer.MAX_VALUE)
        .thenComparing(Robustness.Pair::dataset));
    MarkdownTable t = new MarkdownTable().text("codec").text("dataset").text("outcome").number("inputs")
        .text("example");
    for (Robustness.Pair p : pairs) {
      for (String outcome : r.outcomes()) {
        long n = p.counts().get(outcome);
        if (Robustness.SEVERE.contains(outcome) && n > 0) {
          t.row(p.codec(), p.dataset(), outcome, Numbers.count(n), p.examples().getOrDefault(outcome, Numbers.NA));
        }
      }
    }
    String title = "\n**Pairs that hung, ran out of memory, threw another Error or crashed the worker JVM:**";
    StringBuilder out = new StringBuilder(t.isEmpty() ? title + " none.\n" : title + "\n\n" + t.render());
    MarkdownTable skipped = new MarkdownTable().text("codec").text("dataset").number("not run").number("of")
        .text("share").text("why");
    for (Robustness.Pair p : pairs) {
      if (p.notRun() > 0) {
        long all = p.inputs() + p.notRun();
        skipped.row(p.codec(), p.dataset(), Numbers.count(p.notRun()), Numbers.count(all),
            Math.round(100.0 * p.notRun() / all) + "%", p.notRunReason().isEmpty() ? Numbers.NA : p.notRunReason());
      }
    }
    if (!skipped.isEmpty()) {
      out.append("\n**Inputs not run after hangs** (their counts are not in the table above):\n\n")
          .append(skipped.render());
    }
    return out.toString();
  }
}
