package dev.serbench.harness;

import dev.serbench.harness.allocs.AllocsFile;
import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * The console table that {@code run} prints: one row per timed pair, per dataset sorted by total time
 * (variants that time one operation by that operation). "-" marks an operation a codec does not time;
 * "convert" is fromModel + toModel for codecs that convert. B/op is JMH's (after escape analysis);
 * allocs/op, when the allocation pass ran, is the agent's count (every {@code new}).
 */
final class ResultsTable {

  private ResultsTable() {}

  /** One timed pair: both directions, with their errors and allocation. */
  private static final class Row {
    final String codec;
    final String dataset;
    Figure encode;
    Figure decode;
    double encodeAlloc = Double.NaN;
    double decodeAlloc = Double.NaN;
    double fromModel = Double.NaN;
    double toModel = Double.NaN;

    Row(String codec, String dataset) {
      this.codec = codec;
      this.dataset = dataset;
    }

    double total() {
      return score(encode) + score(decode);
    }

    /** For sorting: the total, or the one operation a variant times. */
    double sortKey() {
      return encode == null ? score(decode) : decode == null ? score(encode) : total();
    }
  }

  /** A score and its interval (NaN when JMH could not compute one). */
  /** A score, its interval's half-width and the marks of its flags (‡ unsteady, § forks disagree). */
  record Figure(double score, double error, String marks) {
    static Figure of(JsonNode result) {
      JsonNode metric = result.get("primaryMetric");
      JsonNode error = metric.get("scoreError");
      StringBuilder marks = new StringBuilder();
      for (JsonNode flag : result.path("serbench").path("flags")) {
        marks.append(flag.asText().equals(RowStatistics.UNSTEADY) ? "‡" : "§");
      }
      return new Figure(metric.get("score").asDouble(), error != null && error.isNumber() ? error.asDouble() : Double.NaN,
          marks.toString());
    }
  }

  /** Prints the table; {@code allocs} is null when the allocation pass did not run (no allocs/op columns). */
  /** The two-line legend printed under the compact table; allocs/op only when the table has them. */
  static String legend(boolean allocs) {
    return "ns/op ± 95% interval (? too few samples); ‡ unsteady; § forks disagree; - not timed; n/a not run;\n"
        + "convert = fromModel + toModel; " + (allocs ? "allocs = allocs/op enc/dec; " : "")
        + "bytes = mean size; --wide: all columns";
  }

  /**
   * Prints the table that fits 100 columns: one block per dataset, encode and decode with their
   * intervals, total, mean bytes, allocs/op and conversion; {@code wide} prints every column in one
   * table (B/op too); {@code quick} says above it that its figures are indicative.
   */
  static void print(List<JsonNode> results, List<PairCheck> checks, AllocsFile allocs, PrintWriter out, boolean wide,
      boolean quick) {
    if (quick) {
      out.println("indicative: quick settings (short warm-up, one JVM per codec); quote a full run's figures");
    }
    if (wide) {
      print(results, checks, allocs, out);
      return;
    }
    Map<String, Row> rows = rows(results);
    List<String> datasetOrder = checks.stream().map(c -> c.dataset().id()).distinct().toList();
    Map<String, PairCheck> byPair = new LinkedHashMap<>();
    checks.forEach(c -> byPair.put(c.codec().id() + "|" + c.dataset().id(), c));
    for (String dataset : datasetOrder) {
      List<Row> all = rows.values().stream().filter(r -> r.dataset.equals(dataset))
          .sorted(Comparator.comparingDouble(Row::sortKey)).toList();
      if (all.isEmpty()) {
        continue;
      }
      // The variants that time one operation (reused output, access, read) are left to --wide: the table a
      // newcomer reads holds the libraries and the floors and fits a screen.
      List<Row> block = all.stream().filter(r -> !oneOperation(byPair.get(r.codec + "|" + r.dataset))).toList();
      out.println(dataset);
      List<String> header = new ArrayList<>(List.of("  codec", "encode ns/op", "decode ns/op", "total", "bytes"));
      if (allocs != null) {
        header.add("allocs");
      }
      header.add("convert ns/op");
      TextTable table = new TextTable(header.toArray(String[]::new));
      for (int c = 1; c < header.size(); c++) {
        table.right(c);
      }
      for (Row row : block) {
        PairCheck check = byPair.get(row.codec + "|" + row.dataset);
        List<String> cells = new ArrayList<>(List.of("  " + row.codec, withError(row.encode), withError(row.decode),
            number(row.total()), bytes(check)));
        if (allocs != null) {
          cells.add(allocsPerOp(allocs, row, "encode") + "/" + allocsPerOp(allocs, row, "decode"));
        }
        cells.add(Double.isNaN(row.fromModel) ? "" : number(row.fromModel) + " + " + number(row.toModel));
        table.row(cells.toArray());
      }
      table.print(out);
      long variants = all.size() - block.size();
      if (variants > 0) {
        out.println("  + " + variants + " variants that time one operation (reused output, access, read): --wide "
            + "shows them");
      }
    }
    out.println(legend(allocs != null));
  }

  /** Whether the pair's codec times only one of encode and decode (a variant: reused output, access, read). */
  private static boolean oneOperation(PairCheck check) {
    if (check == null) {
      return false;
    }
    var p = check.codec().properties();
    return p.times(dev.serbench.api.Operation.ENCODE) != p.times(dev.serbench.api.Operation.DECODE);
  }

  private static String bytes(PairCheck check) {
    return check == null || check.sizes() == null ? "n/a" : String.format(Locale.ROOT, "%.0f", check.sizes().mean());
  }

  private static Map<String, Row> rows(List<JsonNode> results) {
    Map<String, Row> rows = new LinkedHashMap<>();
    for (JsonNode result : results) {
      String codec = result.get("params").get("codec").asText();
      String dataset = result.get("params").get("dataset").asText();
      Row row = rows.computeIfAbsent(codec + "|" + dataset, k -> new Row(codec, dataset));
      JsonNode alloc = result.path("secondaryMetrics").get("gc.alloc.rate.norm");
      double allocated = alloc == null ? Double.NaN : alloc.get("score").asDouble();
      String benchmark = result.get("benchmark").asText();
      String method = benchmark.substring(benchmark.lastIndexOf('.') + 1);
      Figure primary = Figure.of(result);
      switch (method) {
        case "encode" -> {
          row.encode = primary;
          row.encodeAlloc = allocated;
        }
        case "decode" -> {
          row.decode = primary;
          row.decodeAlloc = allocated;
        }
        case "fromModel" -> row.fromModel = primary.score();
        case "toModel" -> row.toModel = primary.score();
        default -> throw new IllegalStateException("unknown benchmark method " + benchmark);
      }
    }
    return rows;
  }

  /** Every column in one table (--wide). */
  static void print(List<JsonNode> results, List<PairCheck> checks, AllocsFile allocs, PrintWriter out) {
    Map<String, Row> rows = rows(results);
    Map<String, PairCheck> sizes = new LinkedHashMap<>();
    checks.forEach(c -> sizes.put(c.codec().id() + "|" + c.dataset().id(), c));

    List<String> header = new ArrayList<>(List.of("dataset", "codec", "encode ns/op", "decode ns/op", "total ns/op",
        "bytes", "encode B/op", "decode B/op"));
    if (allocs != null) {
      header.addAll(List.of("encode allocs/op", "decode allocs/op"));
    }
    header.add("convert ns/op");
    TextTable table = new TextTable(header.toArray(String[]::new));
    for (int c = 2; c < header.size(); c++) {
      table.right(c);
    }
    List<Row> sorted = new ArrayList<>(rows.values());
    List<String> datasetOrder = checks.stream().map(c -> c.dataset().id()).distinct().toList();
    sorted.sort(Comparator.<Row>comparingInt(r -> datasetOrder.indexOf(r.dataset)).thenComparingDouble(Row::sortKey));
    for (Row row : sorted) {
      PairCheck check = sizes.get(row.codec + "|" + row.dataset);
      String bytes = check == null || check.sizes() == null ? "n/a" : String.format(Locale.ROOT, "%.0f", check.sizes().mean());
      List<String> cells = new ArrayList<>(List.of(row.dataset, row.codec, withError(row.encode), withError(row.decode),
          number(row.total()), bytes, number(row.encodeAlloc), number(row.decodeAlloc)));
      if (allocs != null) {
        cells.add(allocsPerOp(allocs, row, "encode"));
        cells.add(allocsPerOp(allocs, row, "decode"));
      }
      cells.add(Double.isNaN(row.fromModel) ? "" : number(row.fromModel) + " + " + number(row.toModel));
      table.row(cells.toArray());
    }
    table.print(out);
  }

  /** The agent's count; "-" for an operation the codec does not time, "n/a" for one that was not counted. */
  private static String allocsPerOp(AllocsFile allocs, Row row, String operation) {
    if ((operation.equals("encode") ? row.encode : row.decode) == null) {
      return "-";
    }
    return allocs.entry(row.codec, row.dataset, operation).map(e -> number(e.allocsPerOp())).orElse("n/a");
  }

  private static double score(Figure result) {
    return result == null ? Double.NaN : result.score();
  }

  private static String withError(Figure result) {
    if (result == null) {
      return "-";
    }
    double error = result.error();
    return number(result.score()) + (Double.isNaN(error) ? " ± ?" : " ± " + number(error)) + result.marks();
  }

  static String number(double value) {
    if (Double.isNaN(value)) {
      return "n/a";
    }
    return value >= 100 ? String.format(Locale.ROOT, "%,.0f", value) : String.format(Locale.ROOT, "%.1f", value);
  }
}
