package dev.serbench.report.markdown;

import dev.serbench.report.run.CodecInfo;
import dev.serbench.report.run.DatasetInfo;
import dev.serbench.report.run.Estimate;
import dev.serbench.report.run.Op;
import dev.serbench.report.run.Run;
import dev.serbench.report.text.MarkdownTable;
import dev.serbench.report.text.Numbers;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The overall rankings: per codec, the geometric mean over the datasets it ran of (its time / the best
 * time on that dataset), and the same for serialized size. The main ranking is on the job every codec
 * can be asked to do, records in, bytes, records out ({@link View#MODEL_TO_BYTES}: fromModel + encode +
 * decode + toModel, each codec's own conversions included wherever it has them); the second is on
 * encode + decode alone ({@link View#OWN_TYPES}: for applications that already hold the codec's
 * generated types). Only libraries that time encode and decode take part; floors and one-operation
 * variants are named below it. Each score has an interval from its rows' intervals, and neighbours
 * whose intervals overlap are marked as inside the noise.
 */
final class RankingSection {

  private RankingSection() {}

  /** What a ranking sorts on. */
  enum View {
    /** fromModel + encode + decode + toModel (encode + decode for codecs that take the records as they are). */
    MODEL_TO_BYTES,
    /** encode + decode, in each codec's own types. */
    OWN_TYPES
  }

  /**
   * One codec's scores: geometric means of ratios to the best (1.00 = best everywhere), the relative
   * half-width of the time score's interval (NaN when rows lack intervals), and the datasets counted.
   */
  record Score(String codec, String label, double time, double size, int datasets, double relativeError) {}

  static List<Score> scores(Run run) {
    return scores(run, View.MODEL_TO_BYTES);
  }

  static List<Score> scores(Run run, View view) {
    Map<String, List<Double>> timeRatios = new LinkedHashMap<>();
    Map<String, List<Double>> relativeErrors = new LinkedHashMap<>();
    Map<String, List<Double>> sizeRatios = new LinkedHashMap<>();
    for (DatasetInfo d : run.datasets()) {
      // Floors and one-operation variants are bounds and partial rows: they never set the best nor get a score.
      List<CodecRow> rows = CodecRow.of(run, d).stream().filter(CodecRow::ranked).toList();
      double bestTime = min(rows.stream().mapToDouble(r -> time(r, view)).toArray());
      double bestSize = min(rows.stream().filter(r -> !Double.isNaN(time(r, view)))
          .mapToDouble(CodecRow::serializedBytes).toArray());
      for (CodecRow r : rows) {
        double t = time(r, view);
        if (Double.isNaN(t)) {
          continue; // only datasets the codec ran every operation of the view on count
        }
        timeRatios.computeIfAbsent(r.codec().id(), k -> new ArrayList<>()).add(t / bestTime);
        relativeErrors.computeIfAbsent(r.codec().id(), k -> new ArrayList<>()).add(error(r, view) / t);
        if (!Double.isNaN(r.serializedBytes()) && bestSize > 0) {
          sizeRatios.computeIfAbsent(r.codec().id(), k -> new ArrayList<>()).add(r.serializedBytes() / bestSize);
        }
      }
    }
    List<Score> scores = new ArrayList<>();
    timeRatios.forEach((codec, ratios) -> scores.add(new Score(codec, run.codec(codec).label(),
        geometricMean(ratios), geometricMean(sizeRatios.getOrDefault(codec, List.of())), ratios.size(),
        meanLogError(relativeErrors.get(codec)))));
    scores.sort(Comparator.comparingDouble(Score::time).thenComparing(Score::codec));
    return scores;
  }

  /** The row's time in the view: NaN when an operation of it is missing. */
  static double time(CodecRow r, View view) {
    return view == View.OWN_TYPES ? r.total() : r.modelToBytes();
  }

  /** The half-width of the view's time (the operations' half-widths added in quadrature); NaN if one lacks it. */
  private static double error(CodecRow r, View view) {
    List<Op> ops = new ArrayList<>(List.of(Op.ENCODE, Op.DECODE));
    if (view == View.MODEL_TO_BYTES && r.converts()) {
      ops.addAll(List.of(Op.FROM_MODEL, Op.TO_MODEL));
    }
    double squares = 0;
    for (Op op : ops) {
      Estimate e = r.time(op);
      if (e == null || !e.hasError()) {
        return Double.NaN;
      }
      squares += e.error() * e.error();
    }
    return Math.sqrt(squares);
  }

  /**
   * The relative half-width of a geometric mean of ratios whose relative half-widths are {@code errors}:
   * in log space the mean of n independent terms, sqrt(sum of squares) / n.
   */
  static double meanLogError(List<Double> errors) {
    if (errors == null || errors.isEmpty() || errors.stream().anyMatch(e -> Double.isNaN(e))) {
      return Double.NaN;
    }
    double squares = 0;
    for (double e : errors) {
      squares += e * e;
    }
    return Math.sqrt(squares) / errors.size();
  }

  /** Whether two scores' intervals overlap: their order is inside the noise. */
  static boolean insideNoise(Score a, Score b) {
    if (Double.isNaN(a.relativeError()) || Double.isNaN(b.relativeError())) {
      return false;
    }
    Score low = a.time() <= b.time() ? a : b;
    Score high = low == a ? b : a;
    return low.time() * (1 + low.relativeError()) >= high.time() * (1 - high.relativeError());
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
    if (ctx.run().datasets().stream().noneMatch(d -> ctx.run().hasConversions(d.id()))) {
      // No codec of the run converts: model-to-bytes is encode + decode for all, one ranking says it all.
      StringBuilder out = new StringBuilder("#### Overall ranking\n\n");
      out.append("Time score: for each codec, the geometric mean, over the datasets it ran (encode and decode both "
          + "measured), of its encode + decode ns/op divided by the best encode + decode ns/op on that dataset "
          + "(no codec of this run converts to types of its own, so this is the whole job, records in, bytes, "
          + "records out). Size score: the same with the mean serialized bytes per value. 1.00 means best on every "
          + "dataset; lower is better. Sorted by time score, then codec id. " + NOISE + "\n\n");
      out.append(table(ctx.run(), View.OWN_TYPES));
      return out.append(unrankedNote(ctx.run())).toString();
    }
    StringBuilder out = new StringBuilder("#### Overall ranking: records in, bytes, records out\n\n");
    out.append("Time score: for each codec, the geometric mean, over the datasets it ran, of its model-to-bytes "
        + "ns/op divided by the best model-to-bytes ns/op on that dataset. Model-to-bytes is the job every codec "
        + "can be asked to do: from the canonical records to bytes and back to records, that is fromModel + "
        + "encode + decode + toModel for codecs with types of their own (each conversion timed), encode + decode "
        + "for codecs that take the records as they are. Size score: the same with the mean serialized bytes "
        + "per value. 1.00 means best on every dataset; lower is better. Sorted by time score, then codec id. "
        + NOISE + "\n\n");
    out.append(table(ctx.run(), View.MODEL_TO_BYTES));
    out.append("\n#### Second ranking: encode + decode in the codec's own types\n\n");
    out.append("The same on encode + decode alone, for applications that already hold each codec's own types "
        + "(generated messages, builders); conversions from and to the records are left out, so codecs that "
        + "convert look faster here than in the ranking above.\n\n");
    out.append(table(ctx.run(), View.OWN_TYPES));
    return out.append(unrankedNote(ctx.run())).toString();
  }

  private static final String NOISE = "± is the score's interval (its rows' intervals combined in log space); ≈ "
      + "marks a codec whose interval overlaps the next one's: their order is inside the noise.";

  private static String unrankedNote(Run run) {
    String unranked = unranked(run);
    return unranked.isEmpty() ? "" : "\nNot ranked: " + unranked + ". They are listed in the per-dataset tables.\n";
  }

  private static String table(Run run, View view) {
    List<Score> scores = scores(run, view);
    if (scores.isEmpty()) {
      return "No codec has results for every operation of this ranking.\n";
    }
    int most = scores.stream().mapToInt(Score::datasets).max().orElse(0);
    MarkdownTable t = new MarkdownTable().number("#").text("codec").number("time score").number("size score")
        .number("datasets");
    boolean marked = false;
    for (int i = 0; i < scores.size(); i++) {
      Score s = scores.get(i);
      boolean fewer = s.datasets() < most;
      marked |= fewer;
      boolean noise = i + 1 < scores.size() && insideNoise(s, scores.get(i + 1));
      String time = Numbers.ratio(s.time()) + (Double.isNaN(s.relativeError()) ? ""
          : " ± " + Numbers.ratio(s.time() * s.relativeError())) + (noise ? " ≈" : "");
      t.row(Integer.toString(i + 1), s.label(), time, Numbers.ratio(s.size()),
          s.datasets() + " of " + most + (fewer ? " †" : ""));
    }
    String out = t.render();
    if (marked) {
      out += "\n† ran fewer datasets than the most complete codec: its means are over fewer datasets, "
          + "so compare it with care.\n";
    }
    return out;
  }
}
