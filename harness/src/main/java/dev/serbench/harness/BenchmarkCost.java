package dev.serbench.harness;

/**
 * The expected wall time of one benchmark, known before anything runs, so that {@link Shard} can give
 * every shard about the same share of a run. Nothing is measured yet when the shards are chosen (each
 * machine chooses its own, from validation alone), so the estimate uses only what validation knows:
 * the fork's memory class and the pair's encoded sizes. Every shard runs with the same settings, so
 * only the proportions matter, not the absolute seconds; the model is per fork (every benchmark has
 * the same number of forks).
 *
 * <p>The model, in seconds per fork:
 * <ul>
 *   <li>{@value #JVM_START_SECONDS} s to start the JVM and load the codec, plus the heap pre-touch of
 *       {@code -XX:+AlwaysPreTouch}, {@value #PRE_TOUCH_SECONDS_PER_256M} s per 256 MB of the memory
 *       class's heap (see {@link JmhSettings.Memory});</li>
 *   <li>{@value #ITERATION_SECONDS} s of warm-up and measurement iterations (the nominal default of 1 x
 *       1 s + 2 x 100 ms; a calibrated warm-up changes the absolute figure, not the balance);</li>
 *   <li>{@value #NS_PER_BYTE} ns per encoded byte (the median cost of an operation per byte of its
 *       encoding over the committed run's slowest benchmarks) for
 *       {@value #OVERSHOOT_OPERATIONS} operations on a mean-sized value (an iteration lasts at least one
 *       operation: on the largest datasets one operation outlasts an iteration) and
 *       {@value #SETUP_OPERATIONS_PER_VALUE} per value for the fork's set-up (every value converted and
 *       encoded once, see {@link TimedPair#prepare}).</li>
 * </ul>
 * Small datasets cost about the fixed part, 2 to 3 s per fork; the group-large ones tens of seconds.
 */
final class BenchmarkCost {

  static final double JVM_START_SECONDS = 0.5;
  static final double PRE_TOUCH_SECONDS_PER_256M = 0.1;
  static final double ITERATION_SECONDS = 1.2;
  static final double NS_PER_BYTE = 8;
  static final int OVERSHOOT_OPERATIONS = 3;
  static final int SETUP_OPERATIONS_PER_VALUE = 2;

  private BenchmarkCost() {}

  /** The expected seconds per fork of a benchmark whose pair encodes a value to {@code meanBytes} on average. */
  static double seconds(BenchmarkRunner.Benchmark benchmark, double meanBytes) {
    double operations = OVERSHOOT_OPERATIONS + SETUP_OPERATIONS_PER_VALUE * (double) benchmark.dataset().valueCount();
    return JVM_START_SECONDS + PRE_TOUCH_SECONDS_PER_256M * heapMegabytes(benchmark.memory()) / 256.0
        + ITERATION_SECONDS + NS_PER_BYTE * 1e-9 * meanBytes * operations;
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
