package dev.serbench.report.markdown;

import dev.serbench.report.run.DatasetInfo;
import dev.serbench.report.run.Op;
import dev.serbench.report.text.MarkdownTable;
import dev.serbench.report.text.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;

/**
 * Per dataset, grouped by family (a heading and chart links per family): the raw table sorted by
 * total ns/op, and the relative table (each value as a percent of its column's best, best = 100%).
 */
final class DatasetTables {

  static final String NO_ERROR_NOTE = "`±?`: JMH gave no error estimate for this score (it needs more than two "
      + "measurement iterations); treat the value as indicative only.\n";

  private DatasetTables() {}

  /** A numeric column: its header, how to read it from a row, and whether higher is better. */
  private record Column(String header, ToDoubleFunction<CodecRow> value, boolean higherIsBetter) {}

  static String render(RenderContext ctx) {
    Map<String, List<DatasetInfo>> families = new LinkedHashMap<>();
    ctx.run().datasets().forEach(d -> families.computeIfAbsent(d.family(), k -> new ArrayList<>()).add(d));
    StringBuilder out = new StringBuilder("### Results per dataset\n\n");
    out.append("Times are JMH averages in ns/op ± the 99.9% confidence half-width; total = encode + decode. Sizes "
        + "are mean bytes per value (gzip and zstd: each value compressed on its own). Alloc is JMH's "
        + "`gc.alloc.rate.norm` in B/op. `n/a`: not measured. Relative tables give each value as a percent of "
        + "the best value in its column (best = 100%, lower percent = worse).\n");
    families.forEach((family, datasets) -> {
      out.append("\n#### Family `").append(family).append("`\n\n");
      out.append(chartLinks(ctx, family));
      datasets.forEach(d -> out.append(dataset(ctx, d)));
    });
    return out.toString();
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

  private static List<Column> columns(DatasetInfo d) {
    List<Column> cols = new ArrayList<>(List.of(
        new Column("encode ns/op", r -> r.nanos(Op.ENCODE), false),
        new Column("decode ns/op", r -> r.nanos(Op.DECODE), false),
        new Column("total ns/op", CodecRow::total, false),
        new Column("size B", CodecRow::serializedBytes, false),
        new Column("gzip B", CodecRow::gzipBytes, false),
        new Column("zstd B", CodecRow::zstdBytes, false),
        new Column("encode alloc B/op", r -> r.alloc(Op.ENCODE), false),
        new Column("decode alloc B/op", r -> r.alloc(Op.DECODE), false)));
    if (d.payloadBytes() > 0) {
      cols.add(new Column("encode MB/s", r -> r.megabytesPerSecond(Op.ENCODE), true));
      cols.add(new Column("decode MB/s", r -> r.megabytesPerSecond(Op.DECODE), true));
    }
    return cols;
  }

  static String dataset(RenderContext ctx, DatasetInfo d) {
    StringBuilder out = new StringBuilder("\n##### `").append(d.id()).append("`\n\n");
    out.append(describe(d)).append("\n\n");
    List<CodecRow> rows = CodecRow.of(ctx.run(), d);
    if (rows.isEmpty()) {
      return out.append("No codec has results on this dataset.\n").toString();
    }
    List<Column> cols = columns(d);
    MarkdownTable raw = new MarkdownTable().text("codec");
    MarkdownTable relative = new MarkdownTable().text("codec");
    cols.forEach(c -> {
      raw.number(c.header());
      relative.number(c.header());
    });
    boolean noError = false;
    for (CodecRow r : rows) {
      noError |= lacksError(r);
      List<String> cells = new ArrayList<>(List.of(r.codec().label(), Numbers.withError(r.time(Op.ENCODE)),
          Numbers.withError(r.time(Op.DECODE)), Numbers.time(r.total()), Numbers.bytes(r.serializedBytes()),
          Numbers.bytes(r.gzipBytes()), Numbers.bytes(r.zstdBytes()), Numbers.alloc(r.alloc(Op.ENCODE)),
          Numbers.alloc(r.alloc(Op.DECODE))));
      if (d.payloadBytes() > 0) {
        cells.add(Numbers.rate(r.megabytesPerSecond(Op.ENCODE)));
        cells.add(Numbers.rate(r.megabytesPerSecond(Op.DECODE)));
      }
      raw.row(cells);
    }
    for (CodecRow r : rows) {
      List<String> cells = new ArrayList<>(List.of(r.codec().label()));
      cols.forEach(c -> cells.add(Numbers.percent(relativePercent(rows, c, r))));
      relative.row(cells);
    }
    out.append("Raw, sorted by total ns/op:\n\n").append(raw.render());
    if (noError) {
      out.append('\n').append(NO_ERROR_NOTE);
    }
    out.append("\nRelative to the best in each column (higher is better):\n\n").append(relative.render());
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

  /** The row's value as a percent of the column's best: best/value (lower is better) or value/best. */
  static double relativePercent(List<CodecRow> rows, Column c, CodecRow r) {
    double v = c.value().applyAsDouble(r);
    if (Double.isNaN(v)) {
      return Double.NaN;
    }
    double best = Double.NaN;
    for (CodecRow other : rows) {
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
