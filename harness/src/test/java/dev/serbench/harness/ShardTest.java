package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Datasets;
import dev.serbench.api.RoundTrip;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@code run --shard K/N} on a realistic selection: every timed pair of a committed full run (all 32
 * datasets, 27 codecs, their encoded sizes from shard-sizes.tsv), planned as {@code run} plans it.
 */
class ShardTest {

  private static List<PairCheck> passed;
  private static List<BenchmarkRunner.Benchmark> planned;

  @BeforeAll
  static void plan() throws IOException {
    CodecRegistry registry = CodecRegistry.load();
    passed = new ArrayList<>();
    try (BufferedReader in = new BufferedReader(new InputStreamReader(
        ShardTest.class.getResourceAsStream("shard-sizes.tsv"), StandardCharsets.UTF_8))) {
      for (String line = in.readLine(); line != null; line = in.readLine()) {
        if (line.startsWith("#")) {
          continue;
        }
        String[] f = line.split("\t");
        double mean = Double.parseDouble(f[2]);
        long max = Long.parseLong(f[3]);
        Sizes sizes = new Sizes(mean, max, max, Double.NaN, Double.NaN, max);
        passed.add(new PairCheck(registry.select(f[1]).get(0), Datasets.find(f[0]).orElseThrow(),
            RoundTrip.Status.PASSED, "", sizes, false));
      }
    }
    planned = BenchmarkRunner.benchmarks(BenchmarkRunner.group(passed));
  }

  @Test
  void theSelectionIsRealistic() {
    assertEquals(864, passed.size());
    assertEquals(Datasets.all().size(), passed.stream().map(c -> c.dataset().id()).distinct().count());
    assertTrue(planned.size() > 1500, "benchmarks: " + planned.size());
    assertTrue(planned.stream().anyMatch(b -> b.memory() == JmhSettings.Memory.LARGE));
  }

  @Test
  void shardsPartitionTheSelectionForOneToEightShards() {
    for (int n = 1; n <= 8; n++) {
      Map<String, Integer> timesSeen = new HashMap<>();
      Map<String, Integer> shardOfPair = new HashMap<>();
      for (int k = 1; k <= n; k++) {
        List<BenchmarkRunner.Benchmark> shard = new Shard(k, n).select(planned, passed, JmhSettings.DEFAULT);
        assertFalse(shard.isEmpty(), k + "/" + n);
        assertEquals(inPlanOrder(shard), shard.stream().map(BenchmarkRunner.Benchmark::key).toList(),
            k + "/" + n + " keeps the plan's order");
        for (BenchmarkRunner.Benchmark b : shard) {
          timesSeen.merge(b.key(), 1, Integer::sum);
          Integer before = shardOfPair.putIfAbsent(Shard.pair(b), k);
          assertEquals(k, before == null ? k : before, b.key() + ": a pair's operations stay in one shard of " + n);
        }
      }
      assertEquals(planned.size(), timesSeen.size(), n + " shards cover every benchmark");
      int shards = n;
      timesSeen.forEach((key, times) -> assertEquals(1, times, key + " in " + shards + " shards"));
    }
  }

  @Test
  void shardsAreBalancedWithinAQuarterByExpectedCost() {
    for (JmhSettings settings : List.of(JmhSettings.DEFAULT, JmhSettings.QUICK, JmhSettings.FIXED)) {
      for (int n = 2; n <= 8; n++) {
        double least = Double.MAX_VALUE;
        double most = 0;
        for (int k = 1; k <= n; k++) {
          double cost = cost(new Shard(k, n).select(planned, passed, settings), settings);
          least = Math.min(least, cost);
          most = Math.max(most, cost);
        }
        assertTrue(most <= 1.25 * least, n + " shards: from " + least + " s to " + most + " s per fork");
      }
    }
  }

  /** The expected seconds per fork of some benchmarks, pair by pair. */
  private static double cost(List<BenchmarkRunner.Benchmark> benchmarks, JmhSettings settings) {
    Map<String, Double> meanBytes = new HashMap<>();
    passed.forEach(c -> meanBytes.put(c.codec().id() + "|" + c.dataset().id(), c.sizes().mean()));
    Map<String, List<BenchmarkRunner.Benchmark>> pairs = new java.util.LinkedHashMap<>();
    benchmarks.forEach(b -> pairs.computeIfAbsent(Shard.pair(b), key -> new ArrayList<>()).add(b));
    return pairs.entrySet().stream()
        .mapToDouble(e -> BenchmarkCost.pairSeconds(e.getValue(), meanBytes.get(e.getKey()), settings)).sum();
  }

  @Test
  void theSplitDoesNotDependOnThePlansOrder() {
    List<BenchmarkRunner.Benchmark> reversed = new ArrayList<>(planned);
    java.util.Collections.reverse(reversed);
    for (int k = 1; k <= 5; k++) {
      Set<String> forward = keys(new Shard(k, 5).select(planned, passed, JmhSettings.DEFAULT));
      assertEquals(forward, keys(new Shard(k, 5).select(reversed, passed, JmhSettings.DEFAULT)), "shard " + k + "/5");
      assertEquals(forward, keys(new Shard(k, 5).select(planned, passed, JmhSettings.DEFAULT)), "shard " + k + "/5 again");
    }
  }

  @Test
  void oneShardIsTheWholePlan() {
    assertEquals(planned, new Shard(1, 1).select(planned, passed, JmhSettings.DEFAULT));
  }

  @Test
  void expectedCostGrowsWithHeapSizeAndOperations() {
    BenchmarkRunner.Benchmark small = planned.stream().filter(b -> b.memory() == JmhSettings.Memory.SMALL)
        .findFirst().orElseThrow();
    BenchmarkRunner.Benchmark large = new BenchmarkRunner.Benchmark(small.operation(), small.codec(), small.dataset(),
        JmhSettings.Memory.LARGE);
    BenchmarkRunner.Benchmark other = new BenchmarkRunner.Benchmark(dev.serbench.api.Operation.DECODE, small.codec(),
        small.dataset(), small.memory());
    JmhSettings settings = JmhSettings.DEFAULT;
    assertTrue(BenchmarkCost.pairSeconds(List.of(large), 100, settings) > BenchmarkCost.pairSeconds(List.of(small), 100,
        settings));
    assertTrue(BenchmarkCost.pairSeconds(List.of(small), 100e6, settings) > BenchmarkCost.pairSeconds(List.of(small),
        100, settings));
    assertTrue(BenchmarkCost.pairSeconds(List.of(small, other), 100, settings) > BenchmarkCost.pairSeconds(
        List.of(small), 100, settings));
    // A fast operation: the warm-up's minimum and a quiet window; a slow one stops at the "slow" time.
    assertEquals(0.4 + 8 * 0.025, BenchmarkCost.warmupSeconds(1e-7, settings), 1e-9);
    assertEquals(4 + 8 * 0.025, BenchmarkCost.warmupSeconds(1, settings), 1e-9);
    assertEquals(0, BenchmarkCost.warmupSeconds(1e-7, JmhSettings.FIXED));
    assertEquals(12288, BenchmarkCost.heapMegabytes(JmhSettings.Memory.LARGE));
    assertEquals(256, BenchmarkCost.heapMegabytes(JmhSettings.Memory.SMALL));
  }

  @Test
  void parsesKOfN() {
    assertEquals(new Shard(2, 4), Shard.parse("2/4"));
    assertEquals("64/64", Shard.parse("64/64").label());
    for (String bad : List.of("0/4", "5/4", "1/65", "1/0", "a/b", "2", "2/4/8", "", "-1/4")) {
      IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Shard.parse(bad), bad);
      assertTrue(e.getMessage().contains("expected K/N with 1 <= K <= N <= 64"), e.getMessage());
      assertFalse(e.getMessage().contains("\n"), e.getMessage());
    }
  }

  @Test
  void aBadShardIsAUsageErrorBeforeAnyWork() {
    CliTest.Outcome o = CliTest.run("run", "--shard", "5/4", "--codecs", "raw", "--datasets", "person",
        "--out", "/nonexistent/serbench-shard");
    assertEquals(Main.USAGE, o.code(), o.err());
    assertEquals("error: --shard 5/4: expected K/N with 1 <= K <= N <= 64 (e.g. --shard 2/4)", o.err().strip());
    assertEquals("", o.out());
  }

  private static List<String> inPlanOrder(List<BenchmarkRunner.Benchmark> shard) {
    Set<String> in = keys(shard);
    return planned.stream().map(BenchmarkRunner.Benchmark::key).filter(in::contains).toList();
  }

  private static Set<String> keys(List<BenchmarkRunner.Benchmark> benchmarks) {
    Set<String> keys = new HashSet<>();
    benchmarks.forEach(b -> keys.add(b.key()));
    return keys;
  }
}
