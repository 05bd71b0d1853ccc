package dev.serbench.report.go;

import java.util.Map;

/**
 * One Go benchmark result line.
 *
 * @param file the file name it came from
 * @param line its 1-based line number
 * @param name the benchmark name without the {@code -GOMAXPROCS} suffix, e.g. {@code BenchmarkEncodeMap/algo=Gob:key=10}
 * @param procs the GOMAXPROCS suffix (1 when the name has none)
 * @param iterations the iteration count Go chose
 * @param metrics value per unit: {@code ns/op}, {@code B/op}, {@code allocs/op}, {@code MB/s}, {@code B/serial}, ...
 */
public record GoBenchmark(String file, int line, String name, int procs, long iterations, Map<String, Double> metrics) {

  public static final String NS_PER_OP = "ns/op";
  public static final String BYTES_PER_OP = "B/op";
  public static final String ALLOCS_PER_OP = "allocs/op";
  public static final String MB_PER_S = "MB/s";
  public static final String BYTES_SERIAL = "B/serial";

  /** The metric's value, NaN when the line does not report it. */
  public double metric(String unit) {
    return metrics.getOrDefault(unit, Double.NaN);
  }

  /** The name as Go printed it, with the procs suffix. */
  public String printedName() {
    return name + "-" + procs;
  }
}
