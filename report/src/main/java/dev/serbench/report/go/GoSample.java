package dev.serbench.report.go;

import dev.serbench.report.run.Estimate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Every result line of one Go benchmark ({@code go test -count N} prints N), summarized: ns/op as the
 * mean with the half-width of its 99.9% confidence interval (Student's t, as JMH computes its error),
 * the other metrics as means.
 *
 * @param first the first result line (its name, file and line stand for the sample)
 * @param runs the result lines, in file order
 */
public record GoSample(GoBenchmark first, List<GoBenchmark> runs) {

  /** Student's t at 0.9995 (two-sided 99.9%) by degrees of freedom; past the table, the largest df below. */
  private static final double[] T_99_9 = {Double.NaN, 636.62, 31.599, 12.924, 8.610, 6.869, 5.959, 5.408,
      5.041, 4.781, 4.587, 4.437, 4.318, 4.221, 4.140, 4.073, 4.015, 3.965, 3.922, 3.883, 3.850, 3.819, 3.792, 3.768,
      3.745, 3.725, 3.707, 3.690, 3.674, 3.659, 3.646};
  private static final double T_99_9_DF40 = 3.551;
  private static final double T_99_9_DF60 = 3.460;
  private static final double T_99_9_DF120 = 3.373;

  /** Groups result lines by benchmark name, in order of first appearance. */
  public static List<GoSample> of(List<GoBenchmark> benchmarks) {
    Map<String, List<GoBenchmark>> byName = new LinkedHashMap<>();
    for (GoBenchmark b : benchmarks) {
      byName.computeIfAbsent(b.name(), k -> new ArrayList<>()).add(b);
    }
    return byName.values().stream().map(runs -> new GoSample(runs.get(0), List.copyOf(runs))).toList();
  }

  public String name() {
    return first.name();
  }

  public int count() {
    return runs.size();
  }

  /** ns/op: the mean, with the 99.9% interval's half-width (NaN with a single run). */
  public Estimate time() {
    double[] ns = runs.stream().mapToDouble(b -> b.metric(GoBenchmark.NS_PER_OP)).toArray();
    double mean = 0;
    for (double v : ns) {
      mean += v / ns.length;
    }
    if (ns.length < 2) {
      return new Estimate(mean, Double.NaN);
    }
    double squares = 0;
    for (double v : ns) {
      squares += (v - mean) * (v - mean);
    }
    double sd = Math.sqrt(squares / (ns.length - 1));
    return new Estimate(mean, t(ns.length - 1) * sd / Math.sqrt(ns.length));
  }

  /** The mean of a metric over the runs that report it, NaN when none does. */
  public double mean(String unit) {
    return runs.stream().mapToDouble(b -> b.metric(unit)).filter(v -> !Double.isNaN(v)).average().orElse(Double.NaN);
  }

  static double t(int df) {
    if (df < T_99_9.length) {
      return T_99_9[df];
    }
    return df >= 120 ? T_99_9_DF120 : df >= 60 ? T_99_9_DF60 : df >= 40 ? T_99_9_DF40 : T_99_9[T_99_9.length - 1];
  }
}
