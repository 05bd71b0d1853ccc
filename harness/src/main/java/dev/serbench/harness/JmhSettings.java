package dev.serbench.harness;

import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.runner.options.ChainedOptionsBuilder;
import org.openjdk.jmh.runner.options.CommandLineOptions;
import org.openjdk.jmh.runner.options.TimeValue;

/**
 * serbench's JMH settings: defaults for full and quick runs, which JMH options given on the command
 * line override one by one, and the heap every fork gets.
 */
final class JmhSettings {

  /**
   * JVM arguments of the forks, by how much memory a dataset needs. A fixed -Xms = -Xmx keeps heap
   * resizing out of the measurement, and AlwaysPreTouch maps every heap page at start-up: without it
   * the allocator's first pass through fresh heap pages pays page faults, which made allocation-heavy
   * codecs look up to 3x slower for the first 2-3 s of every fork (measured here), longer than a quick
   * run's warm-up. Pre-touching costs about 0.1 s per 256 MB, so small datasets get a small heap.
   *
   * <p>G1's region size is set so that a dataset's largest arrays are ordinary allocations: G1 treats
   * an array of half a region or more as humongous (allocated outside the young generation, each one
   * able to start a concurrent cycle), and with the default 1 MB regions of a 256 MB or 1 GB heap every
   * buffer or string of 512 KiB and more was one (in a protobuf event-1MiB decode loop, 51 of 51
   * collections were humongous-triggered concurrent starts). The sizes keep the largest value's arrays
   * (UTF-16 strings of non-Latin-1 text are twice the UTF-8 bytes; growing buffers double) under half
   * a region, with 64 to 384 regions per heap.
   */
  enum Memory {
    /** Every encoded value under 1 MiB: a few MB live at most (8 to 16 values of under 1 MiB each). */
    SMALL(List.of("-Xms256m", "-Xmx256m", "-XX:+AlwaysPreTouch", "-XX:G1HeapRegionSize=4m")),
    /** Values of 1 MiB and more, under 32 MiB encoded over all values (event-1MiB; gpb-huge stays under 1 MiB). */
    DEFAULT(List.of("-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch", "-XX:G1HeapRegionSize=8m")),
    /**
     * Default-group datasets of 32 MiB and more encoded over their 8 values (map-list-1000x1000: 8
     * million map entries, 760 MB as records; gpb-complex: 532,000 Bigs, 280 MB as records): the
     * records, one other form of each value (the codec's own, the bytes or the decoded records, see
     * TimedPair) and the working set of one operation stay under 2 GB.
     */
    BIG(List.of("-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch", "-XX:G1HeapRegionSize=16m")),
    /**
     * Group-large datasets (gpb-complex-list-10: 8 values of 665,000 Bigs, 2.8 GB as records, 60 to
     * 260 MB encoded each, GBs in a builder or writer while one is encoded).
     */
    LARGE(List.of("-Xms12g", "-Xmx12g", "-XX:+AlwaysPreTouch", "-XX:G1HeapRegionSize=32m"));

    private static final long SMALL_LIMIT = 1 << 20;
    private static final long DEFAULT_TOTAL_LIMIT = 32L << 20;

    final List<String> jvmArgs;

    Memory(List<String> jvmArgs) {
      this.jvmArgs = jvmArgs;
    }

    /**
     * The class of a dataset, from its group, the largest value any codec encoded it to and the
     * largest total over all its values (a fork holds every value in several forms).
     */
    static Memory of(boolean large, long largestEncodedBytes, long totalEncodedBytes) {
      if (large) {
        return LARGE;
      }
      if (largestEncodedBytes < SMALL_LIMIT) {
        return SMALL;
      }
      return totalEncodedBytes < DEFAULT_TOTAL_LIMIT ? DEFAULT : BIG;
    }
  }

  /**
   * Quick runs: indicative only. Every benchmark of a codec runs in one JVM of its own (see
   * {@link PairRun}), each warmed to its steady state by the quick rule of {@link SteadyWarmup}, then
   * 2 x 20 ms JMH warm-up (its measurement loop) and 3 x 50 ms measurement.
   */
  static final JmhSettings QUICK = new JmhSettings(1, 1, 2, millis(20), 3, millis(50), SteadyWarmup.Settings.QUICK);

  /**
   * Full runs (the README's): each (codec, dataset) pair runs in 2 JVMs of its own (forks), more (up to
   * 4) where their figures disagree or did not settle ({@link RowStatistics}); in each, every operation
   * is warmed to its steady state ({@link SteadyWarmup}: as long as the operation needs, from 0.4 s for
   * a fast one to 12 s for the slowest), then 2 x 100 ms JMH warm-up (its measurement loop) and
   * 5 x 100 ms measurement: 10 samples per row for the interval. Two JMH warm-up iterations, not one:
   * after one, the first measurement iteration was slower than the other four in most forks (the
   * median first/rest ratio 1.17 for operations under 50 ns, 1.04 above, over the 345 forks of a
   * person run), while the second was level with the rest (0.997 and 1.01 to 1.02).
   */
  static final JmhSettings DEFAULT = new JmhSettings(2, 4, 2, millis(100), 5, millis(100), SteadyWarmup.Settings.FULL);

  /**
   * A run with any of JMH's own fork, warm-up or measurement options (for example the long reference
   * run {@code -f 3 -wi 10 -w 2s -i 10 -r 1s}): JMH's own forks, one per benchmark, with exactly the
   * given settings, these for the others, and no serbench warm-up.
   */
  static final JmhSettings FIXED = new JmhSettings(2, 2, 1, millis(1000), 5, millis(100), null);

  /** Forks per benchmark, at least (calibrated runs) or exactly (fixed runs). */
  final int forks;
  /** Forks per benchmark at most: more than {@link #forks} only where the first ones disagree. */
  final int maxForks;
  final int warmupIterations;
  final TimeValue warmupTime;
  final int measurementIterations;
  final TimeValue measurementTime;
  /** serbench's steady-state warm-up before JMH's, or null (a fixed run: JMH's warm-up only). */
  final SteadyWarmup.Settings steadyWarmup;

  private JmhSettings(int forks, int maxForks, int warmupIterations, TimeValue warmupTime, int measurementIterations,
      TimeValue measurementTime, SteadyWarmup.Settings steadyWarmup) {
    this.forks = forks;
    this.maxForks = Math.max(forks, maxForks);
    this.warmupIterations = warmupIterations;
    this.warmupTime = warmupTime;
    this.measurementIterations = measurementIterations;
    this.measurementTime = measurementTime;
    this.steadyWarmup = steadyWarmup;
  }

  /** Whether serbench calibrates the warm-up (its own measuring JVMs) rather than JMH's fixed settings. */
  boolean calibrated() {
    return steadyWarmup != null;
  }

  /**
   * The settings in force: serbench's calibrated defaults for the mode, or, when the command line gives
   * any of JMH's fork, warm-up or measurement options, a fixed run with those (and {@link #FIXED} for the
   * rest).
   */
  static JmhSettings resolve(CommandLineOptions cli, boolean quick) {
    boolean fixed = cli.getForkCount().hasValue() || cli.getWarmupIterations().hasValue()
        || cli.getWarmupTime().hasValue() || cli.getMeasurementIterations().hasValue()
        || cli.getMeasurementTime().hasValue();
    if (!fixed) {
      return quick ? QUICK : DEFAULT;
    }
    JmhSettings defaults = quick ? new JmhSettings(1, 1, 1, millis(300), 2, millis(150), null) : FIXED;
    int forks = cli.getForkCount().orElse(defaults.forks);
    return new JmhSettings(forks, forks,
        cli.getWarmupIterations().orElse(defaults.warmupIterations),
        cli.getWarmupTime().orElse(defaults.warmupTime),
        cli.getMeasurementIterations().orElse(defaults.measurementIterations),
        cli.getMeasurementTime().orElse(defaults.measurementTime), null);
  }

  private static TimeValue millis(long ms) {
    return new TimeValue(ms, TimeUnit.MILLISECONDS);
  }

  /** JMH's options for one benchmark: in a measuring JVM of serbench's (forks 0) when calibrated. */
  void applyTo(ChainedOptionsBuilder builder) {
    builder.forks(calibrated() ? 0 : forks)
        .warmupIterations(warmupIterations)
        .warmupTime(warmupTime)
        .measurementIterations(measurementIterations)
        .measurementTime(measurementTime);
  }
}
