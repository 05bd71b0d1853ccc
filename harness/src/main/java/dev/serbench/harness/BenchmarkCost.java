package dev.serbench.harness;

import java.util.List;

/**
 * The expected wall time of one (codec, dataset) pair's benchmarks, known before anything runs, so that
 * {@link Shard} can give every shard about the same share of a run. Nothing is measured yet when the
 * shards are chosen (each machine chooses its own, from validation alone), so the estimate uses only
 * what validation and the settings know: the fork's memory class, the pair's mean encoded size, the
 * dataset's number of values and the warm-up and measurement settings. Every shard runs with the same
 * settings, so only the proportions matter, not the absolute seconds; the model is per fork (extra forks
 * for rows whose forks disagree cannot be foreseen).
 *
 * <p>The model, in seconds per fork:
 * <ul>
 *   <li>a JVM start, {@value #JVM_START_SECONDS} s, plus the heap pre-touch of
 *       {@code -XX:+AlwaysPreTouch}, {@value #PRE_TOUCH_SECONDS_PER_256M} s per 256 MB of the memory
 *       class's heap ({@link JmhSettings.Memory}), and the set-up: every value converted and encoded,
 *       {@value #SETUP_OPERATIONS_PER_VALUE} operations per value ({@link TimedPair#prepare}); once per
 *       pair in a calibrated run (one measuring JVM per pair and fork), once per operation in a fixed run
 *       (one JMH fork per benchmark);</li>
 *   <li>per operation, the warm-up: in a calibrated run the steady-state rule's ({@link SteadyWarmup}):
 *       its minimum time, or its invocation count at the estimated time per call up to its "slow" time,
 *       plus one quiet window of batches, never more than its cap; in a fixed run JMH's warm-up
 *       iterations;</li>
 *   <li>per operation, JMH's warm-up and measurement iterations, each lasting at least one call;</li>
 *   <li>the estimated time per call: {@value #NS_PER_BYTE} ns per encoded byte of a mean-sized value
 *       (the median per byte over the slowest benchmarks of the committed full run, from 1.3 ns for
 *       json-dsl to 69 ns for Java serialization).</li>
 * </ul>
 * Small pairs cost about the fixed part, 3 to 6 s per fork with the default settings; the group-large
 * ones over a minute.
 */
final class BenchmarkCost {

  static final double JVM_START_SECONDS = 0.5;
  static final double PRE_TOUCH_SECONDS_PER_256M = 0.1;
  static final double NS_PER_BYTE = 8;
  static final int SETUP_OPERATIONS_PER_VALUE = 2;

  private BenchmarkCost() {}

  /**
   * The expected seconds per fork of one pair's benchmarks.
   *
   * @param operations the pair's benchmarks (one per operation)
   * @param meanBytes the pair's mean encoded bytes per value
   */
  static double pairSeconds(List<BenchmarkRunner.Benchmark> operations, double meanBytes, JmhSettings settings) {
    BenchmarkRunner.Benchmark first = operations.get(0);
    double call = NS_PER_BYTE * 1e-9 * meanBytes;
    double start = JVM_START_SECONDS + PRE_TOUCH_SECONDS_PER_256M * heapMegabytes(first.memory()) / 256.0
        + SETUP_OPERATIONS_PER_VALUE * first.dataset().valueCount() * call;
    double perOperation = warmupSeconds(call, settings) + iterationSeconds(call, settings);
    return (settings.calibrated() ? start : start * operations.size()) + perOperation * operations.size();
  }

  /** The warm-up of one operation before JMH's iterations. */
  static double warmupSeconds(double call, JmhSettings settings) {
    SteadyWarmup.Settings w = settings.steadyWarmup;
    if (w == null) {
      return 0;
    }
    double untilSteady = Math.max(w.minNanos() * 1e-9, Math.min(w.minInvocations() * call, w.slowNanos() * 1e-9));
    return Math.min(w.maxNanos() * 1e-9, untilSteady + w.window() * w.batchNanos() * 1e-9);
  }

  /** JMH's warm-up and measurement iterations of one operation, each at least one call long. */
  static double iterationSeconds(double call, JmhSettings settings) {
    return settings.warmupIterations * Math.max(seconds(settings.warmupTime), call)
        + settings.measurementIterations * Math.max(seconds(settings.measurementTime), call);
  }

  private static double seconds(org.openjdk.jmh.runner.options.TimeValue time) {
    return time.convertTo(java.util.concurrent.TimeUnit.NANOSECONDS) * 1e-9;
  }

  /** The heap of a memory class's forks, from its {@code -Xmx}. */
  static long heapMegabytes(JmhSettings.Memory memory) {
    for (String arg : memory.jvmArgs) {
      if (arg.startsWith("-Xmx")) {
        String size = arg.substring(4).toLowerCase(java.util.Locale.ROOT);
        long n = Long.parseLong(size.substring(0, size.length() - 1));
        return switch (size.charAt(size.length() - 1)) {
          case 'g' -> n * 1024;
          case 'm' -> n;
          default -> throw new IllegalStateException("unexpected heap size " + arg);
        };
      }
    }
    throw new IllegalStateException("memory class " + memory + " has no -Xmx");
  }
}
