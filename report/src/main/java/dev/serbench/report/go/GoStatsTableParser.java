package dev.serbench.report.go;

import dev.serbench.report.ReportException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Parses the tab-separated tables that alecthomas/go_serialization_benchmarks' {@code stats.sh} prints
 * into its README: {@code benchmark iter time/iter bytes/op allocs/op tt.sec tt.kb ns/alloc}. In that
 * format (as the file's own caution says) {@code bytes/op} holds the encoded size (B/serial) and
 * {@code allocs/op} the allocated bytes (B/op); allocation counts are not given. The "Totals:" table
 * holds sums of the Marshal and Unmarshal rows, not benchmarks, and is skipped.
 */
final class GoStatsTableParser {

  static final String HEADER = "benchmark\titer\ttime/iter";
  private static final Pattern RUN_LINE =
      Pattern.compile("Results with Go (\\S+) (\\w+)/(\\w+)(?: with processor (.+))?$");

  private GoStatsTableParser() {}

  static boolean recognizes(List<String> lines) {
    return lines.stream().anyMatch(l -> l.startsWith(HEADER));
  }

  static GoBenchFile parse(String path, String file, List<String> lines) throws ReportException {
    List<String> description = new ArrayList<>();
    Map<String, String> headers = new LinkedHashMap<>();
    List<GoBenchmark> benchmarks = new ArrayList<>();
    boolean inTable = false;
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (line.startsWith("#")) {
        description.add(line.substring(1).strip());
      } else if (line.startsWith(HEADER)) {
        inTable = true;
      } else if (line.equals("Totals:")) {
        break;
      } else if (inTable && line.startsWith("Benchmark")) {
        benchmarks.add(row(path, file, i + 1, lines.get(i)));
      } else if (!inTable && !line.isEmpty()) {
        description.add(line);
        Matcher m = RUN_LINE.matcher(line);
        if (m.find()) {
          headers.put("goos", m.group(2));
          headers.put("goarch", m.group(3));
          if (m.group(4) != null) {
            headers.put("cpu", m.group(4).strip());
          }
        }
      }
    }
    return new GoBenchFile(file, List.copyOf(description), headers, List.copyOf(benchmarks));
  }

  private static GoBenchmark row(String path, String file, int line, String text) throws ReportException {
    String where = path + ":" + line + ": ";
    String[] cells = text.strip().split("\t");
    if (cells.length < 5) {
      throw new ReportException(where + "malformed table row: expected at least 5 tab-separated cells "
          + "(benchmark, iter, time/iter, bytes/op, allocs/op), found " + cells.length);
    }
    long iterations;
    try {
      iterations = Long.parseLong(cells[1].strip());
    } catch (NumberFormatException e) {
      throw new ReportException(where + "malformed table row: iteration count '" + cells[1] + "' is not a whole number");
    }
    String time = cells[2].strip();
    if (!time.endsWith(" ns/op")) {
      throw new ReportException(where + "malformed table row: time/iter '" + time + "' does not end in ' ns/op'");
    }
    Map<String, Double> metrics = new LinkedHashMap<>();
    metrics.put(GoBenchmark.NS_PER_OP,
        GoTestOutputParser.value(where, time.substring(0, time.length() - 6).strip(), GoBenchmark.NS_PER_OP));
    metrics.put(GoBenchmark.BYTES_SERIAL, GoTestOutputParser.value(where, cells[3].strip(), "bytes/op"));
    metrics.put(GoBenchmark.BYTES_PER_OP, GoTestOutputParser.value(where, cells[4].strip(), "allocs/op"));
    return GoTestOutputParser.named(file, line, cells[0].strip(), iterations, metrics);
  }
}
