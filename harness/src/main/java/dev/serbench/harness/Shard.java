package dev.serbench.harness;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToDoubleFunction;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code run --shard K/N}: shard K of N of a run's planned benchmarks, so that one run can be spread over
 * N identical machines and merged again by {@code report}. Every machine computes the shards by itself,
 * with no coordination, so the split is a pure function of the plan, the validated sizes and the
 * settings: the same
 * selection gives the same N shards everywhere, together every benchmark exactly once.
 *
 * <p>The unit of assignment is a (codec, dataset) pair with all its operations: a calibrated run times a
 * pair's operations in measuring JVMs of its own, and a pair split across machines would mix two
 * machines in one table row. Pairs are assigned longest expected time first ({@link BenchmarkCost}),
 * each to the shard with the least expected time so far (the classic LPT schedule, within 4/3 of the
 * best possible balance); ties go to the pair with the smaller "codec|dataset" key and to the lower shard
 * number, so no order of a hash map or of the validation can change the result.
 *
 * @param index K, from 1
 * @param count N, from 1 to {@value #MAX_COUNT}
 */
record Shard(int index, int count) {

  /** The most shards a run may be split into. */
  static final int MAX_COUNT = 64;

  private static final Pattern SYNTAX = Pattern.compile("(\\d{1,3})/(\\d{1,3})");

  Shard {
    if (count < 1 || count > MAX_COUNT || index < 1 || index > count) {
      throw new IllegalArgumentException(usage(index + "/" + count));
    }
  }

  /** Parses "K/N"; anything else is an IllegalArgumentException with a one-line usage message. */
  static Shard parse(String text) {
    Matcher m = SYNTAX.matcher(text.strip());
    if (!m.matches()) {
      throw new IllegalArgumentException(usage(text));
    }
    return new Shard(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)));
  }

  private static String usage(String text) {
    return "--shard " + text + ": expected K/N with 1 <= K <= N <= " + MAX_COUNT + " (e.g. --shard 2/4)";
  }

  /**
   * What metadata.json records of a shard's run.
   *
   * @param benchmarks the benchmarks of this shard
   * @param selectionBenchmarks the benchmarks of the whole selection, over all shards
   */
  record Plan(Shard shard, int benchmarks, int selectionBenchmarks) {

    /** Adds "shard", "shardBenchmarks" and "selectionBenchmarks" to metadata.json's root. */
    void addTo(Map<String, Object> metadata) {
      metadata.put("shard", shard.label());
      metadata.put("shardBenchmarks", benchmarks);
      metadata.put("selectionBenchmarks", selectionBenchmarks);
    }
  }

  /** "K/N", as the option takes it and run-state.json and metadata.json record it. */
  String label() {
    return index + "/" + count;
  }

  /**
   * This shard's benchmarks, in plan order, with the expected cost of each pair from its mean encoded
   * size and the run's settings ({@link BenchmarkCost}).
   *
   * @param passed the validated pairs the plan was made from (their sizes)
   */
  List<BenchmarkRunner.Benchmark> select(List<BenchmarkRunner.Benchmark> planned, List<PairCheck> passed,
      JmhSettings settings) {
    Map<String, Double> meanBytes = new HashMap<>();
    passed.forEach(c -> meanBytes.put(c.codec().id() + "|" + c.dataset().id(), c.sizes().mean()));
    return partition(planned, count,
        pair -> BenchmarkCost.pairSeconds(pair, meanBytes.get(pair(pair.get(0))), settings)).get(index - 1);
  }

  /**
   * Splits the planned benchmarks into {@code count} shards (see the class comment), each in plan order.
   *
   * @param cost the expected cost of one pair's benchmarks
   */
  static List<List<BenchmarkRunner.Benchmark>> partition(List<BenchmarkRunner.Benchmark> planned, int count,
      ToDoubleFunction<List<BenchmarkRunner.Benchmark>> cost) {
    Map<String, List<BenchmarkRunner.Benchmark>> pairs = new LinkedHashMap<>();
    planned.forEach(b -> pairs.computeIfAbsent(pair(b), k -> new ArrayList<>()).add(b));
    Map<String, Double> pairCost = new LinkedHashMap<>();
    pairs.forEach((key, benchmarks) -> pairCost.put(key, cost.applyAsDouble(benchmarks)));
    List<Map.Entry<String, Double>> longestFirst = new ArrayList<>(pairCost.entrySet());
    longestFirst.sort(Map.Entry.<String, Double>comparingByValue(Comparator.reverseOrder())
        .thenComparing(Map.Entry.comparingByKey()));
    double[] load = new double[count];
    Map<String, Integer> shardOfPair = new HashMap<>();
    for (Map.Entry<String, Double> entry : longestFirst) {
      int least = 0;
      for (int i = 1; i < count; i++) {
        if (load[i] < load[least]) {
          least = i;
        }
      }
      load[least] += entry.getValue();
      shardOfPair.put(entry.getKey(), least);
    }
    List<List<BenchmarkRunner.Benchmark>> shards = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      shards.add(new ArrayList<>());
    }
    planned.forEach(b -> shards.get(shardOfPair.get(pair(b))).add(b));
    return shards.stream().map(List::copyOf).toList();
  }

  /** The "codec|dataset" key of a benchmark's pair. */
  static String pair(BenchmarkRunner.Benchmark benchmark) {
    return benchmark.codec() + "|" + benchmark.dataset().id();
  }
}
