package dev.serbench.report.markdown;

import dev.serbench.report.run.DatasetInfo;
import dev.serbench.report.run.Op;
import dev.serbench.report.run.Run;
import dev.serbench.report.text.MarkdownTable;
import dev.serbench.report.text.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleFunction;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.ToDoubleFunction;

/**
 * Per dataset, grouped by family (a heading and chart links per family): the raw table (libraries sorted
 * by total ns/op, then one-operation variants, then floors) and the relative table (each value as a
 * percent of its column's best library, best = 100%).
 */
final class DatasetTables {

  static final String NO_ERROR_NOTE = "`±?`: JMH gave no error estimate for this score (it needs more than two "
      + "measurement iterations); treat the value as indicative only.\n";

  private DatasetTables() {}

  /**
   * A numeric column: its header, how to read it from a row, whether higher is better, the raw cell, and
   * whether it applies to a row at all (a column about an operation the codec does not time shows "-").
   */
  /**
   * B/op below this, the smallest object a 64-bit JVM allocates, is taken as nothing allocated per
   * operation in relative tables (see {@link Column#allocBytes}).
   */
  static final double NOTHING_ALLOCATED = 16.0;

  private record Column(String header, ToDoubleFunction<CodecRow> value, boolean higherIsBetter,
      Function<CodecRow, String> rawCell, Predicate<CodecRow> applies) {

    static Column of(String header, ToDoubleFunction<CodecRow> value, boolean higherIsBetter,
        DoubleFunction<String> format, Op... ops) {
      return new Column(header, value, higherIsBetter, r -> r.cell(value.applyAsDouble(r), format, ops),
          r -> timesAll(r, ops));
    }

    /**
     * JMH's B/op of one operation. The cell shows the measured value; the relative table compares values
     * under {@link #NOTHING_ALLOCATED} as zero: no object is that small, so such a value is an occasional
     * allocation (JMH's own, a buffer grown once) spread over many operations, not one per operation
     * (0.00004 B/op against a best of 104 would otherwise read as 2,600,000%, 2 B/op against 25,000 as
     * 1,250,000%).
     */
    static Column allocBytes(String header, Op op) {
      return new Column(header, r -> {
        double bytes = r.alloc(op);
        return bytes < NOTHING_ALLOCATED ? 0 : bytes;
      }, false, r -> r.cell(r.alloc(op), Numbers::alloc, op), r -> timesAll(r, op));
    }

    String raw(CodecRow r) {
      return applies.test(r) ? rawCell.apply(r) : Numbers.NOT_TIMED;
    }
  }

  static String render(RenderContext ctx) {
    Map<String, List<DatasetInfo>> families = new LinkedHashMap<>();
    ctx.run().datasets().forEach(d -> families.computeIfAbsent(d.family(), k -> new ArrayList<>()).add(d));
    StringBuilder out = new StringBuilder("### Results per dataset\n\n");
    out.append("Times are JMH averages in ns/op ± " + ctx.run().metadata().jmh().intervalDescription()
        + "; total = encode + decode. Sizes "
        + "are mean bytes per value (gzip and zstd: each value compressed on its own). Alloc is JMH's "
        + "`gc.alloc.rate.norm` in B/op. `n/a`: not measured. Relative tables give each value as a percent of "
        + "the best value in its column (best = 100%, lower percent = worse).\n");
    out.append(legend(ctx.run()));
    families.forEach((family, datasets) -> {
      out.append("\n#### Family `").append(family).append("`\n\n");
      out.append(chartLinks(ctx, family));
      datasets.forEach(d -> out.append(dataset(ctx, d)));
    });
    return out.toString();
  }

  /** What the labels, "-" cells and optional columns of this run mean; empty for a run that has none. */
  static String legend(Run run) {
    List<String> lines = new ArrayList<>();
    List<CodecRow> rows = run.datasets().stream().flatMap(d -> CodecRow.of(run, d).stream()).toList();
    if (rows.stream().anyMatch(r -> r.kind() == CodecRow.Kind.ONE_OPERATION)) {
      lines.add("Variants that time one operation (`reused output` times encode only; `access` and `read` time "
          + "decode only) show `-` in the columns of the operation they do not time, follow the libraries sorted "
          + "by the operation they time, and are never ranked nor the best of a column.");
    }
    boolean flagged = rows.stream().flatMap(r -> r.results().values().stream())
        .anyMatch(o -> o.time() != null && !o.time().flags().isEmpty());
    if (flagged) {
      lines.add(Numbers.MARKS_LEGEND);
    }
    if (rows.stream().anyMatch(r -> r.kind() == CodecRow.Kind.FLOOR)) {
      lines.add("Rows labelled `floor` (`raw`, `memcpy`, `noop`) are bounds, not libraries: what hand-written "
          + "code, a plain copy and doing nothing cost. They come last in each table, are never ranked nor the "
          + "best of a column, so their relative values can exceed 100%.");
    }
    if (rows.stream().anyMatch(r -> r.pair() != null && r.pair().unsafe())) {
      lines.add("`unsafe`: validation found that the values this pair decodes change when the input bytes are "
          + "overwritten afterwards (they read from the input buffer), so the input must outlive them.");
    }
    if (run.allocs() != null) {
      lines.add("allocs/op: objects and arrays allocated per operation as counted by the allocation agent "
          + "(`allocs.json`, see Allocation counts); `n/a` where it could not be counted.");
    }
    if (run.hasConversions(null)) {
      lines.add("convert ns/op = fromModel + toModel: the time a codec that works on its own representation "
          + "(generated messages, records) spends converting from and to the application's model. "
          + "model-to-bytes ns/op = fromModel + encode + decode + toModel, the full cost for an application that "
          + "keeps its own model; for codecs that encode the model directly it equals the total.");
    }
    return lines.isEmpty() ? "" : "\n" + String.join("\n\n", lines) + "\n";
  }

  private static String chartLinks(RenderContext ctx, String family) {
    List<String> links = new ArrayList<>();
    for (String kind : List.of("time", "size")) {
      String file = dev.serbench.report.chart.FamilyCharts.fileName(family, kind);
      if (ctx.charts().contains(file)) {
        links.add("[" + kind + " chart](" + ctx.chartLink().apply(file) + ")");
      }
    }
    return links.isEmpty() ? "" : "Charts: " + String.join(" · ", links) + "\n";
  }

  private static List<Column> columns(Run run, DatasetInfo d) {
    List<Column> cols = new ArrayList<>();
    cols.add(new Column("encode ns/op", r -> r.nanos(Op.ENCODE), false,
        r -> Numbers.withError(r.time(Op.ENCODE)), r -> r.timed(Op.ENCODE)));
    cols.add(new Column("decode ns/op", r -> r.nanos(Op.DECODE), false,
        r -> Numbers.withError(r.time(Op.DECODE)), r -> r.timed(Op.DECODE)));
    cols.add(Column.of("total ns/op", CodecRow::total, false, Numbers::time, Op.ENCODE, Op.DECODE));
    if (run.hasConversions(d.id())) {
      cols.add(Column.of("convert ns/op", CodecRow::convert, false, Numbers::time, Op.FROM_MODEL, Op.TO_MODEL));
      cols.add(new Column("model-to-bytes ns/op", CodecRow::modelToBytes, false, r -> Numbers.time(r.modelToBytes()),
          r -> timesAll(r, Op.ENCODE, Op.DECODE) && (!r.converts() || timesAll(r, Op.FROM_MODEL, Op.TO_MODEL))));
    }
    cols.add(Column.of("size B", CodecRow::serializedBytes, false, Numbers::bytes));
    cols.add(Column.of("gzip B", CodecRow::gzipBytes, false, Numbers::bytes));
    cols.add(Column.of("zstd B", CodecRow::zstdBytes, false, Numbers::bytes));
    cols.add(Column.allocBytes("encode alloc B/op", Op.ENCODE));
    cols.add(Column.allocBytes("decode alloc B/op", Op.DECODE));
    if (run.allocs() != null) {
      cols.add(Column.of("encode allocs/op", r -> r.allocsPerOp(Op.ENCODE), false, Numbers::plain, Op.ENCODE));
      cols.add(Column.of("decode allocs/op", r -> r.allocsPerOp(Op.DECODE), false, Numbers::plain, Op.DECODE));
    }
    if (d.payloadBytes() > 0) {
      cols.add(Column.of("encode MB/s", r -> r.megabytesPerSecond(Op.ENCODE), true, Numbers::rate, Op.ENCODE));
      cols.add(Column.of("decode MB/s", r -> r.megabytesPerSecond(Op.DECODE), true, Numbers::rate, Op.DECODE));
    }
    return cols;
  }

  static boolean timesAll(CodecRow r, Op... ops) {
    for (Op op : ops) {
      if (!r.timed(op)) {
        return false;
      }
    }
    return true;
  }

  static String dataset(RenderContext ctx, DatasetInfo d) {
    StringBuilder out = new StringBuilder("\n##### `").append(d.id()).append("`\n\n");
    out.append(describe(d)).append("\n\n");
    List<CodecRow> rows = CodecRow.of(ctx.run(), d);
    if (rows.isEmpty()) {
      return out.append("No codec has results on this dataset.\n").toString();
    }
    List<Column> cols = columns(ctx.run(), d);
    MarkdownTable raw = new MarkdownTable().text("codec");
    MarkdownTable relative = new MarkdownTable().text("codec");
    cols.forEach(c -> {
      raw.number(c.header());
      relative.number(c.header());
    });
    boolean noError = false;
    for (CodecRow r : rows) {
      noError |= lacksError(r);
      List<String> cells = new ArrayList<>(List.of(r.label()));
      cols.forEach(c -> cells.add(c.raw(r)));
      raw.row(cells);
    }
    for (CodecRow r : rows) {
      List<String> cells = new ArrayList<>(List.of(r.label()));
      cols.forEach(c -> cells.add(c.applies().test(r) ? Numbers.percent(relativePercent(rows, c, r))
          : Numbers.NOT_TIMED));
      relative.row(cells);
    }
    boolean unranked = rows.stream().anyMatch(r -> !r.ranked());
    String by = ctx.run().hasConversions(d.id()) ? "model-to-bytes" : "total";
    out.append(unranked ? "Raw, libraries sorted by " + by + " ns/op, then variants and floors:\n\n"
        : "Raw, sorted by " + by + " ns/op:\n\n").append(raw.render());
    if (noError) {
      out.append('\n').append(NO_ERROR_NOTE);
    }
    out.append(unranked ? "\nRelative to the best library in each column (higher is better; variants and floors can "
        + "exceed 100%, `∞` where they allocate nothing per operation (under 16 B/op, the smallest object) and the best library does):\n\n"
        : "\nRelative to the best in each column (higher is better):\n\n").append(relative.render());
    return out.toString();
  }

  private static String describe(DatasetInfo d) {
    List<String> facts = new ArrayList<>();
    if (!d.description().isEmpty()) {
      facts.add(d.description());
    }
    if (d.values() > 0) {
      facts.add(Numbers.count(d.values()) + (d.values() == 1 ? " value" : " values"));
    }
    if (d.elements() > 0) {
      facts.add(Numbers.count(d.elements()) + " elements per value");
    }
    if (d.payloadBytes() > 0) {
      facts.add(Numbers.count(d.payloadBytes()) + " payload bytes per value");
    }
    if (d.large()) {
      facts.add("group `large`");
    }
    return String.join("; ", facts) + ".";
  }

  /**
   * The row's value as a percent of the column's best: best/value (lower is better) or value/best. The
   * best is taken over ranked rows only, so a floor or a one-operation variant can exceed 100%.
   */
  static double relativePercent(List<CodecRow> rows, Column c, CodecRow r) {
    double v = c.value().applyAsDouble(r);
    if (Double.isNaN(v)) {
      return Double.NaN;
    }
    double best = Double.NaN;
    for (CodecRow other : rows) {
      if (!other.ranked()) {
        continue;
      }
      double o = c.value().applyAsDouble(other);
      if (!Double.isNaN(o) && (Double.isNaN(best) || (c.higherIsBetter() ? o > best : o < best))) {
        best = o;
      }
    }
    if (v == best) {
      return 100;
    }
    return c.higherIsBetter() ? v / best * 100 : best / v * 100;
  }

  static boolean lacksError(CodecRow r) {
    return (r.time(Op.ENCODE) != null && !r.time(Op.ENCODE).hasError())
        || (r.time(Op.DECODE) != null && !r.time(Op.DECODE).hasError());
  }
}
