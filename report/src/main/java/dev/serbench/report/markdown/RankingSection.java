package dev.serbench.report.markdown;

import dev.serbench.report.run.CodecInfo;
import dev.serbench.report.run.DatasetInfo;
import dev.serbench.report.run.Run;
import dev.serbench.report.text.MarkdownTable;
import dev.serbench.report.text.Numbers;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The overall ranking: per codec, the geometric mean over the datasets it ran of (its encode+decode
 * ns/op / the best encode+decode ns/op on that dataset), and the same for serialized size. Only
 * libraries that time encode and decode take part; floors and one-operation variants are named below it.
 */
final class RankingSection {

  private RankingSection() {}

  /** One codec's scores: geometric means of ratios to the best (1.00 = best everywhere). */
  record Score(String codec, String label, double time, double size, int datasets) {}

  static List<Score> scores(Run run) {
    Map<String, List<Double>> timeRatios = new LinkedHashMap<>();
    Map<String, List<Double>> sizeRatios = new LinkedHashMap<>();
    for (DatasetInfo d : run.datasets()) {
      // Floors and one-operation variants are bounds and partial rows: they never set the best nor get a score.
      List<CodecRow> rows = CodecRow.of(run, d).stream().filter(CodecRow::ranked).toList();
      double bestTime = min(rows.stream().mapToDouble(CodecRow::total).toArray());
      double bestSize = min(rows.stream().filter(r -> !Double.isNaN(r.total()))
          .mapToDouble(CodecRow::serializedBytes).toArray());
      for (CodecRow r : rows) {
        if (Double.isNaN(r.total())) {
          continue; // only datasets the codec ran both ways count
        }
        timeRatios.computeIfAbsent(r.codec().id(), k -> new ArrayList<>()).add(r.total() / bestTime);
        if (!Double.isNaN(r.serializedBytes()) && bestSize > 0) {
          sizeRatios.computeIfAbsent(r.codec().id(), k -> new ArrayList<>()).add(r.serializedBytes() / bestSize);
        }
      }
    }
    List<Score> scores = new ArrayList<>();
    timeRatios.forEach((codec, ratios) -> scores.add(new Score(codec, run.codec(codec).label(),
        geometricMean(ratios), geometricMean(sizeRatios.getOrDefault(codec, List.of())), ratios.size())));
    scores.sort(Comparator.comparingDouble(Score::time).thenComparing(Score::codec));
    return scores;
  }

  static double geometricMean(List<Double> values) {
    if (values.isEmpty()) {
      return Double.NaN;
    }
    double logSum = 0;
    for (double v : values) {
      logSum += Math.log(v);
    }
    return Math.exp(logSum / values.size());
  }

  /** The codecs with results that the ranking leaves out, by kind: "floors raw, noop; one-operation variants x". */
  private static String unranked(Run run) {
    java.util.Set<String> floors = new java.util.LinkedHashSet<>();
    java.util.Set<String> variants = new java.util.LinkedHashSet<>();
    for (CodecInfo c : run.codecs()) {
      if (run.datasets().stream().noneMatch(d -> run.hasResults(c.id(), d.id()))) {
        continue;
      }
      if (c.floor()) {
        floors.add("`" + c.id() + "`");
      } else if (c.partial()) {
        variants.add("`" + c.id() + "`");
      }
    }
    List<String> parts = new ArrayList<>();
    if (!floors.isEmpty()) {
      parts.add("the floors " + String.join(", ", floors) + " (bounds, not libraries)");
    }
    if (!variants.isEmpty()) {
      parts.add("the variants that time one operation " + String.join(", ", variants));
    }
    return String.join("; ", parts);
  }

  private static double min(double[] values) {
    double best = Double.NaN;
    for (double v : values) {
      if (!Double.isNaN(v) && (Double.isNaN(best) || v < best)) {
        best = v;
      }
    }
    return best;
  }

  static String render(RenderContext ctx) {
    List<Score> scores = scores(ctx.run());
    int most = scores.stream().mapToInt(Score::datasets).max().orElse(0);
    MarkdownTable t = new MarkdownTable().number("#").text("codec").number("time score").number("size score")
        .number("datasets");
    boolean marked = false;
    int rank = 1;
    for (Score s : scores) {
      boolean fewer = s.datasets() < most;
      marked |= fewer;
      t.row(Integer.toString(rank++), s.label(), Numbers.ratio(s.time()), Numbers.ratio(s.size()),
          s.datasets() + " of " + most + (fewer ? " †" : ""));
    }
    StringBuilder out = new StringBuilder("#### Overall ranking\n\n");
    out.append("Time score: for each codec, the geometric mean, over the datasets it ran (encode and decode both "
        + "measured), of its encode + decode ns/op divided by the best encode + decode ns/op on that dataset. "
        + "Size score: the same with the mean serialized bytes per value. 1.00 means best on every dataset; "
        + "lower is better. Sorted by time score, then codec id.\n\n");
    out.append(scores.isEmpty() ? "No codec has both encode and decode results.\n" : t.render());
    String unranked = unranked(ctx.run());
    if (!unranked.isEmpty()) {
      out.append("\nNot ranked: ").append(unranked).append(". They are listed in the per-dataset tables.\n");
    }
    if (marked) {
      out.append("\n† ran fewer datasets than the most complete codec: its means are over fewer datasets, "
          + "so compare it with care.\n");
    }
    return out.toString();
  }
}
