package dev.serbench.report.go;

import dev.serbench.report.ReportException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses {@code go test -bench -benchmem} output: lines {@code BenchmarkName-8  <iterations>  <value> <unit> ...}
 * with any of ns/op, B/op, allocs/op, MB/s, B/serial (or custom units); header lines {@code goos:},
 * {@code goarch:}, {@code cpu:}, {@code pkg:}; {@code #} comment lines as the description. A line with only a
 * benchmark name (Go prints one before a benchmark's log output) is skipped; PASS/ok lines are ignored.
 */
final class GoTestOutputParser {

  private static final Pattern HEADER = Pattern.compile("^(goos|goarch|cpu|pkg):\\s*(.*)$");
  static final Pattern PROCS = Pattern.compile("^(.*)-(\\d+)$");

  private GoTestOutputParser() {}

  static GoBenchFile parse(String path, String file, List<String> lines) throws ReportException {
    List<String> description = new ArrayList<>();
    Map<String, String> headers = new LinkedHashMap<>();
    List<GoBenchmark> benchmarks = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      Matcher header = HEADER.matcher(line);
      if (line.startsWith("#")) {
        description.add(line.substring(1).strip());
      } else if (header.matches()) {
        headers.put(header.group(1), header.group(2).strip());
      } else if (line.startsWith("Benchmark")) {
        String[] fields = line.split("\\s+");
        if (fields.length > 1) {
          benchmarks.add(benchmark(path, file, i + 1, fields));
        }
      }
    }
    return new GoBenchFile(file, List.copyOf(description), headers, List.copyOf(benchmarks));
  }

  private static GoBenchmark benchmark(String path, String file, int line, String[] fields)
      throws ReportException {
    String where = path + ":" + line + ": ";
    long iterations;
    try {
      iterations = Long.parseLong(fields[1]);
    } catch (NumberFormatException e) {
      throw new ReportException(where + "malformed benchmark line: iteration count '" + fields[1]
          + "' is not a whole number");
    }
    if (fields.length < 4) {
      throw new ReportException(where + "malformed benchmark line: no '<value> <unit>' measurement after the "
          + "iteration count");
    }
    if ((fields.length - 2) % 2 != 0) {
      throw new ReportException(where + "malformed benchmark line: value '" + fields[fields.length - 1]
          + "' has no unit");
    }
    Map<String, Double> metrics = new LinkedHashMap<>();
    for (int f = 2; f < fields.length; f += 2) {
      metrics.put(fields[f + 1], value(where, fields[f], fields[f + 1]));
    }
    return named(file, line, fields[0], iterations, metrics);
  }

  static double value(String where, String text, String unit) throws ReportException {
    try {
      return Double.parseDouble(text);
    } catch (NumberFormatException e) {
      throw new ReportException(where + "malformed benchmark line: '" + text + "' (" + unit + ") is not a number");
    }
  }

  /** Splits the {@code -GOMAXPROCS} suffix off the printed name. */
  static GoBenchmark named(String file, int line, String printed, long iterations, Map<String, Double> metrics) {
    Matcher m = PROCS.matcher(printed);
    return m.matches()
        ? new GoBenchmark(file, line, m.group(1), Integer.parseInt(m.group(2)), iterations, Map.copyOf(metrics))
        : new GoBenchmark(file, line, printed, 1, iterations, Map.copyOf(metrics));
  }
}
