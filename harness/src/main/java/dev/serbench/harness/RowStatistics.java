package dev.serbench.harness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import org.apache.commons.math3.distribution.TDistribution;

/**
 * One published row from the forks of one benchmark: the score, the interval, and the checks that
 * decide whether the row is trusted as it is, needs another fork, or is flagged.
 *
 * <p>Each fork is a JMH result of its own (a JVM that ran the benchmark once, see {@link PairRun}),
 * with its measurement iterations in {@code primaryMetric.rawData[0]}. The row:
 * <ul>
 *   <li><b>score</b>: the mean of every measurement iteration of every fork (as JMH's own score);</li>
 *   <li><b>interval</b>: the 95% confidence interval of that mean, Student's t with n - 1 degrees of
 *       freedom over the n = forks x iterations samples ({@link #halfWidth}); JMH's default 99.9% over
 *       4 samples multiplied the standard deviation by 6.5 and said little;</li>
 *   <li><b>fork spread</b>: (largest - smallest fork mean) / score, shown beside the interval because
 *       iterations within a fork share that fork's JIT decisions and the interval cannot show that;
 *       above {@link #FORK_SPREAD_LIMIT} the runner adds forks, then flags the row;</li>
 *   <li><b>drift</b>: the least-squares trend over a fork's measurement iterations, first to last, as a
 *       fraction of its mean, averaged over the forks; above {@link #DRIFT_LIMIT} and significant (the
 *       pooled trend more than Student's t at 95% times its standard error from zero, see
 *       {@link #driftSignificant}), or after a warm-up that ended at its cap, the row is not at its
 *       steady state: the runner re-runs it with a longer warm-up, then flags it {@code unsteady}. The
 *       test matters: five 100 ms iterations vary by several percent each, so the trend of one fork
 *       through them varies by about 14%, and without it 64 of 115 person rows were flagged on noise
 *       (their iterations up and down, no trend).</li>
 * </ul>
 * The merged row keeps JMH's result format (every fork's iterations in {@code rawData}) and adds a
 * {@code serbench} object with the forks' means, spread, drift, warm-ups and flags.
 */
final class RowStatistics {

  /** Forks whose means differ by more than this fraction of the score disagree. */
  static final double FORK_SPREAD_LIMIT = 0.10;
  /** A measurement trend larger than this fraction of the mean is not a steady state. */
  static final double DRIFT_LIMIT = 0.08;
  /** The confidence level of the published interval. */
  static final double CONFIDENCE = 0.95;

  static final String UNSTEADY = "unsteady";
  static final String FORKS_DISAGREE = "forks-disagree";

  private RowStatistics() {}

  /** The half-width of the {@link #CONFIDENCE} interval of the mean of {@code samples} (NaN for one sample). */
  static double halfWidth(double[] samples) {
    int n = samples.length;
    if (n < 2) {
      return Double.NaN;
    }
    double mean = mean(samples);
    double squares = 0;
    for (double s : samples) {
      squares += (s - mean) * (s - mean);
    }
    double sd = Math.sqrt(squares / (n - 1));
    double t = new TDistribution(n - 1).inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);
    return t * sd / Math.sqrt(n);
  }

  /** (largest - smallest fork mean) / mean of all, 0 for one fork. */
  static double forkSpread(List<double[]> forks) {
    if (forks.size() < 2) {
      return 0;
    }
    double min = Double.MAX_VALUE;
    double max = -Double.MAX_VALUE;
    for (double[] fork : forks) {
      double m = mean(fork);
      min = Math.min(min, m);
      max = Math.max(max, m);
    }
    return (max - min) / mean(all(forks));
  }

  /**
   * The least-squares trend over each fork's iterations, from the first to the last, as a fraction of
   * the fork's mean, averaged over the forks (0 for forks of fewer than 3 iterations).
   */
  static double drift(List<double[]> forks) {
    List<double[]> relative = relative(forks);
    double sum = 0;
    for (double[] r : relative) {
      sum += sxy(r) / sxx(r.length) * (r.length - 1);
    }
    return relative.isEmpty() ? 0 : sum / relative.size();
  }

  /**
   * Whether the forks' common trend is distinguishable from noise: one least-squares slope over every
   * fork's iterations, each fork normalized to its mean and with an intercept of its own, tested against
   * zero with Student's t at {@link #CONFIDENCE} (n - forks - 1 degrees of freedom). False when there
   * are too few iterations to tell.
   */
  static boolean driftSignificant(List<double[]> forks) {
    List<double[]> relative = relative(forks);
    double sxy = 0;
    double sxx = 0;
    int n = 0;
    for (double[] r : relative) {
      sxy += sxy(r);
      sxx += sxx(r.length);
      n += r.length;
    }
    int df = n - relative.size() - 1;
    if (df < 1 || sxx == 0) {
      return false;
    }
    double slope = sxy / sxx;
    double residuals = 0;
    for (double[] r : relative) {
      double xMean = (r.length - 1) / 2.0;
      for (int i = 0; i < r.length; i++) {
        double e = r[i] - slope * (i - xMean);
        residuals += e * e;
      }
    }
    double standardError = Math.sqrt(residuals / df / sxx);
    if (standardError == 0) {
      return slope != 0;
    }
    double t = new TDistribution(df).inverseCumulativeProbability(1 - (1 - CONFIDENCE) / 2);
    return Math.abs(slope) > t * standardError;
  }

  /** Each fork of 3 iterations or more as fractions of its mean, less 1 (so each averages 0). */
  private static List<double[]> relative(List<double[]> forks) {
    List<double[]> relative = new ArrayList<>();
    for (double[] fork : forks) {
      if (fork.length >= 3) {
        double m = mean(fork);
        relative.add(Arrays.stream(fork).map(v -> v / m - 1).toArray());
      }
    }
    return relative;
  }

  /** Sum over i of (i - mean i) y[i], i = 0 .. y.length - 1 (y averages 0). */
  private static double sxy(double[] y) {
    double xMean = (y.length - 1) / 2.0;
    double sum = 0;
    for (int i = 0; i < y.length; i++) {
      sum += (i - xMean) * y[i];
    }
    return sum;
  }

  /** Sum over i of (i - mean i)^2, i = 0 .. k - 1. */
  private static double sxx(int k) {
    double xMean = (k - 1) / 2.0;
    double sum = 0;
    for (int i = 0; i < k; i++) {
      sum += (i - xMean) * (i - xMean);
    }
    return sum;
  }

  /** What the runner does next with a benchmark after its forks so far. */
  enum Verdict {
    /** Publish as it is. */
    TRUSTED,
    /** Forks disagree: another fork measures the spread better. */
    MORE_FORKS,
    /** Not at its steady state: another fork with a longer warm-up. */
    LONGER_WARMUP
  }

  /** The verdict on a benchmark's forks (their JMH results, each with its {@code serbench.warmup}). */
  static Verdict verdict(List<JsonNode> forkEntries) {
    List<String> flags = flags(forkEntries, samples(forkEntries));
    if (flags.contains(UNSTEADY)) {
      return Verdict.LONGER_WARMUP;
    }
    return flags.contains(FORKS_DISAGREE) ? Verdict.MORE_FORKS : Verdict.TRUSTED;
  }

  /** What is wrong with these forks: {@link #UNSTEADY} (a capped warm-up or a drift), {@link #FORKS_DISAGREE}. */
  private static List<String> flags(List<JsonNode> forkEntries, List<double[]> forks) {
    List<String> flags = new ArrayList<>();
    if (forkEntries.stream().anyMatch(e -> !warmupSteady(e))
        || (Math.abs(drift(forks)) > DRIFT_LIMIT && driftSignificant(forks))) {
      flags.add(UNSTEADY);
    }
    if (forkSpread(forks) > FORK_SPREAD_LIMIT) {
      flags.add(FORKS_DISAGREE);
    }
    return flags;
  }

  /**
   * One row from a benchmark's forks: JMH's format with every fork's iterations, the score and the
   * interval recomputed as the class comment says, secondary metrics averaged over the forks, and the
   * {@code serbench} object.
   */
  static ObjectNode merge(List<JsonNode> forkEntries) {
    if (forkEntries.isEmpty()) {
      throw new IllegalArgumentException("no forks to merge");
    }
    ObjectNode row = forkEntries.get(0).deepCopy();
    row.remove("serbench");
    List<double[]> forks = samples(forkEntries);
    row.put("forks", forks.size());
    row.set("primaryMetric", metric((ObjectNode) row.get("primaryMetric"), forks));
    JsonNode secondary = row.get("secondaryMetrics");
    if (secondary instanceof ObjectNode secondaries) {
      Iterator<Map.Entry<String, JsonNode>> fields = secondaries.fields();
      List<String> names = new ArrayList<>();
      fields.forEachRemaining(f -> names.add(f.getKey()));
      for (String name : names) {
        List<double[]> values = new ArrayList<>();
        for (JsonNode entry : forkEntries) {
          JsonNode m = entry.path("secondaryMetrics").path(name);
          if (!m.isMissingNode()) {
            values.add(raw(m));
          }
        }
        secondaries.set(name, metric((ObjectNode) secondaries.get(name), values));
      }
    }
    ObjectNode serbench = row.putObject("serbench");
    ArrayNode means = serbench.putArray("forkMeans");
    forks.forEach(f -> means.add(mean(f)));
    serbench.put("forkSpread", forkSpread(forks));
    serbench.put("drift", drift(forks));
    serbench.put("interval", "95% Student t over forks x iterations");
    ArrayNode warmups = serbench.putArray("warmups");
    forkEntries.forEach(e -> warmups.add(e.path("serbench").path("warmup")));
    ArrayNode flags = serbench.putArray("flags");
    flags(forkEntries, forks).forEach(flags::add);
    // A quick run's class loader per dataset (PairRun.ISOLATE_DATASETS), where the forks had one.
    List<String> loaders = forkEntries.stream().map(e -> e.path("serbench").path("classLoader"))
        .filter(JsonNode::isTextual).map(JsonNode::asText).toList();
    if (!loaders.isEmpty()) {
      ArrayNode classLoaders = serbench.putArray("classLoaders");
      loaders.forEach(classLoaders::add);
    }
    return row;
  }

  private static boolean warmupSteady(JsonNode entry) {
    JsonNode warmup = entry.path("serbench").path("warmup");
    return warmup.isMissingNode() || warmup.path("steady").asBoolean(true);
  }

  private static ObjectNode metric(ObjectNode metric, List<double[]> forks) {
    ObjectNode out = metric.deepCopy();
    double[] all = all(forks);
    double score = mean(all);
    double half = halfWidth(all);
    out.put("score", score);
    if (Double.isNaN(half)) {
      out.put("scoreError", "NaN");
    } else {
      out.put("scoreError", half);
    }
    ArrayNode confidence = out.putArray("scoreConfidence");
    confidence.add(Double.isNaN(half) ? score : score - half);
    confidence.add(Double.isNaN(half) ? score : score + half);
    ObjectNode percentiles = out.putObject("scorePercentiles");
    double[] sorted = all.clone();
    Arrays.sort(sorted);
    for (double p : new double[] {0, 50, 90, 95, 99, 99.9, 99.99, 99.999, 99.9999, 100}) {
      percentiles.put(p == Math.rint(p) ? String.format(java.util.Locale.ROOT, "%.1f", p) : String.valueOf(p),
          percentile(sorted, p));
    }
    ArrayNode raw = out.putArray("rawData");
    for (double[] fork : forks) {
      ArrayNode f = raw.addArray();
      for (double s : fork) {
        f.add(s);
      }
    }
    return out;
  }

  private static double percentile(double[] sorted, double p) {
    if (sorted.length == 0) {
      return Double.NaN;
    }
    int index = (int) Math.ceil(p / 100 * sorted.length) - 1;
    return sorted[Math.max(0, Math.min(sorted.length - 1, index))];
  }

  /**
   * Each fork's measurement iterations: one per entry of serbench's measuring JVMs (JMH ran them with
   * forks 0), several per entry of a run with JMH's own forks.
   */
  static List<double[]> samples(List<JsonNode> forkEntries) {
    List<double[]> forks = new ArrayList<>();
    for (JsonNode entry : forkEntries) {
      for (JsonNode fork : entry.get("primaryMetric").path("rawData")) {
        double[] values = new double[fork.size()];
        for (int i = 0; i < values.length; i++) {
          values[i] = fork.get(i).asDouble();
        }
        forks.add(values);
      }
    }
    return forks;
  }

  private static double[] raw(JsonNode metric) {
    List<Double> values = new ArrayList<>();
    for (JsonNode fork : metric.path("rawData")) {
      fork.forEach(v -> values.add(v.asDouble()));
    }
    return values.stream().mapToDouble(Double::doubleValue).toArray();
  }

  private static double[] all(List<double[]> forks) {
    return forks.stream().flatMapToDouble(Arrays::stream).toArray();
  }

  private static double mean(double[] values) {
    double sum = 0;
    for (double v : values) {
      sum += v;
    }
    return values.length == 0 ? Double.NaN : sum / values.length;
  }
}
