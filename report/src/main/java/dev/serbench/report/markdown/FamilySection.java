package dev.serbench.report.markdown;

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
 * The README's compact view of every dataset: one table per dataset family, one row per library (floors
 * last), one column per dataset, each cell the codec's model-to-bytes ns/op relative to the best library's
 * on that dataset, with the best absolute figure and who set it on top. The per-dataset tables with every
 * figure and its interval stay in the full report; this is where a reader finds the family of their data
 * and reads the order in a few lines.
 */
final class FamilySection {

  private FamilySection() {}

  static String render(RenderContext ctx, String reportLink) {
    Run run = ctx.run();
    Map<String, List<DatasetInfo>> families = new LinkedHashMap<>();
    for (DatasetInfo d : run.datasets()) {
      if (CodecRow.of(run, d).stream().anyMatch(r -> r.ranked() && !Double.isNaN(r.modelToBytes()))) {
        families.computeIfAbsent(d.family(), f -> new ArrayList<>()).add(d);
      }
    }
    StringBuilder out = new StringBuilder("#### By dataset family: model-to-bytes relative to the best\n\n");
    if (families.isEmpty()) {
      return out.append("No library has model-to-bytes figures in this run.\n").toString();
    }
    out.append("Each cell is a codec's model-to-bytes ns/op on the dataset (the overall ranking's job) divided by the "
        + "best library's on that dataset: 1.0 is the best, 2.0 twice its time; lower is better. The first row gives "
        + "the best figure in ns/op and the codec that set it. Libraries are sorted by their mean over the family "
        + "(geometric, over the datasets they ran); the floors follow as reference lines (below 1.0 where they beat "
        + "every library). " + Numbers.UNSTEADY_MARK + " and " + Numbers.FORKS_MARK + " mark a cell with an unsteady "
        + "operation or forks that disagree; `n/a`: not measured. One-operation variants, intervals, sizes and "
        + "allocations are in the per-dataset tables of [the full report](" + reportLink + ").\n");
    families.forEach((family, datasets) -> out.append("\n**Family `").append(family).append("`**\n\n")
        .append(table(run, datasets)));
    return out.toString();
  }

  private record Line(String codec, boolean floor, double mean, List<String> cells) {}

  private static String table(Run run, List<DatasetInfo> datasets) {
    Map<String, Line> lines = new LinkedHashMap<>();
    Map<String, List<Double>> ratios = new LinkedHashMap<>();
    List<String> bestCells = new ArrayList<>(List.of("best ns/op", ""));
    for (int i = 0; i < datasets.size(); i++) {
      DatasetInfo d = datasets.get(i);
      List<CodecRow> rows = CodecRow.of(run, d).stream()
          .filter(r -> r.kind() != CodecRow.Kind.ONE_OPERATION).toList();
      CodecRow best = rows.stream().filter(r -> r.ranked() && !Double.isNaN(r.modelToBytes()))
          .min(Comparator.comparingDouble(CodecRow::modelToBytes).thenComparing(r -> r.codec().id())).orElse(null);
      bestCells.add(best == null ? Numbers.NA : Numbers.time(best.modelToBytes()) + " (" + best.codec().id() + ")");
      for (CodecRow r : rows) {
        String id = r.codec().id();
        int column = i;
        Line line = lines.computeIfAbsent(id, k -> new Line(id, r.kind() == CodecRow.Kind.FLOOR, Double.NaN,
            new ArrayList<>(java.util.Collections.nCopies(datasets.size(), Numbers.NA))));
        double ratio = best == null ? Double.NaN : r.modelToBytes() / best.modelToBytes();
        line.cells().set(column, ratio(ratio) + marks(r));
        if (!Double.isNaN(ratio)) {
          ratios.computeIfAbsent(id, k -> new ArrayList<>()).add(ratio);
        }
      }
    }
    List<Line> sorted = new ArrayList<>();
    lines.values().forEach(l -> sorted.add(new Line(l.codec(), l.floor(),
        RankingSection.geometricMean(ratios.getOrDefault(l.codec(), List.of())), l.cells())));
    sorted.sort(Comparator.comparing(Line::floor).thenComparing(l -> Double.isNaN(l.mean()))
        .thenComparingDouble(l -> Double.isNaN(l.mean()) ? 0 : l.mean()).thenComparing(Line::codec));
    MarkdownTable t = new MarkdownTable().text("codec").number("mean");
    datasets.forEach(d -> t.number(d.id()));
    t.row(bestCells);
    for (Line l : sorted) {
      List<String> cells = new ArrayList<>(List.of(l.floor() ? l.codec() + " (floor)" : l.codec(), ratio(l.mean())));
      cells.addAll(l.cells());
      t.row(cells);
    }
    return t.render();
  }

  /** Two significant digits, down to {@code <0.001}: {@code 0.0040}, {@code 0.42}, {@code 1.0}, {@code 3.7}, {@code 12}, {@code 140}. */
  static String ratio(double ratio) {
    if (Double.isNaN(ratio)) {
      return Numbers.NA;
    }
    if (ratio < 0.001) {
      return "<0.001"; // noop on a large dataset: a bound, its digits say nothing
    }
    if (ratio < 1 - 0.05) {
      return SameMachineGoSection.twoDigits(ratio); // 0.42, 0.062, 0.0040: a floor far below the best
    }
    if (ratio < 9.95) {
      return String.format(java.util.Locale.ROOT, "%.1f", ratio);
    }
    double magnitude = Math.pow(10, Math.floor(Math.log10(ratio)) - 1);
    return Numbers.count(Math.round(Math.round(ratio / magnitude) * magnitude));
  }

  /** The marks of the row's flagged operations, each once. */
  private static String marks(CodecRow r) {
    boolean unsteady = false;
    boolean forks = false;
    for (Op op : Op.values()) {
      Estimate e = r.time(op);
      if (e != null) {
        unsteady |= e.unsteady();
        forks |= e.forksDisagree();
      }
    }
    return (unsteady ? " " + Numbers.UNSTEADY_MARK : "") + (forks ? " " + Numbers.FORKS_MARK : "");
  }
}
