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
   */
  enum Memory {
    /** Every encoded value under 1 MiB: a few MB live at most (8 to 16 values of under 1 MiB each). */
    SMALL(List.of("-Xms256m", "-Xmx256m", "-XX:+AlwaysPreTouch")),
    /** Values of 1 MiB and more, under 32 MiB encoded over all values (event-1MiB, gpb-huge). */
    DEFAULT(List.of("-Xms1g", "-Xmx1g", "-XX:+AlwaysPreTouch")),
    /**
     * Default-group datasets of 32 MiB and more encoded over their 8 values (map-list-1000x1000: 8
     * million map entries, 760 MB as records; gpb-complex: 532,000 Bigs, 280 MB as records): the
     * records, one other form of each value (the codec's own, the bytes or the decoded records, see
     * TimedPair) and the working set of one operation stay under 2 GB.
     */
    BIG(List.of("-Xms4g", "-Xmx4g", "-XX:+AlwaysPreTouch")),
    /**
     * Group-large datasets (gpb-complex-list-10: 8 values of 665,000 Bigs, 2.8 GB as records, 60 to
     * 260 MB encoded each, GBs in a builder or writer while one is encoded).
     */
    LARGE(List.of("-Xms12g", "-Xmx12g", "-XX:+AlwaysPreTouch"));

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
   * Quick runs: indicative only. Every benchmark of a codec runs in one JVM of its own (forks 0, see
   * {@link InProcessRun}), 1 x 300 ms warm-up, 2 x 150 ms measurement.
   */
  static final JmhSettings QUICK = new JmhSettings(1, 1, millis(300), 2, millis(150));

  /**
   * Full runs (the README's): 2 forks per benchmark, 1 x 1 s warm-up, 2 x 100 ms measurement. The
   * warm-up is what the slowest-to-compile libraries need to reach their steady state on 2 cores
   * (measured in 200 ms steps: Jackson, its CBOR and MessagePack bindings and Java serialization settle
   * after 0.8 to 1.2 s, Fory generates its serializers in the first operation; with the former 200 ms
   * warm-up those rows read 3 to 10 times their steady cost). With about 1,570 benchmarks (27 codecs
   * and variants, 32 datasets, up to 4 operations each) a fork's start-up (about 0.8 s here, 3 s and
   * more with the 8 GB heap of group large) and the warm-up are most of a run's time. Longer iterations
   * for a closer look at a few pairs: {@code -wi 2 -w 1s -i 3 -r 1s}.
   */
  static final JmhSettings DEFAULT = new JmhSettings(2, 1, millis(1000), 2, millis(100));

  final int forks;
  final int warmupIterations;
  final TimeValue warmupTime;
  final int measurementIterations;
  final TimeValue measurementTime;

  private JmhSettings(int forks, int warmupIterations, TimeValue warmupTime, int measurementIterations,
      TimeValue measurementTime) {
    this.forks = forks;
    this.warmupIterations = warmupIterations;
    this.warmupTime = warmupTime;
    this.measurementIterations = measurementIterations;
    this.measurementTime = measurementTime;
  }

  /** The settings in force: the command line's where given, else serbench's defaults for the mode. */
  static JmhSettings resolve(CommandLineOptions cli, boolean quick) {
    JmhSettings defaults = quick ? QUICK : DEFAULT;
    return new JmhSettings(
        cli.getForkCount().orElse(defaults.forks),
        cli.getWarmupIterations().orElse(defaults.warmupIterations),
        cli.getWarmupTime().orElse(defaults.warmupTime),
        cli.getMeasurementIterations().orElse(defaults.measurementIterations),
        cli.getMeasurementTime().orElse(defaults.measurementTime));
  }

  private static TimeValue millis(long ms) {
    return new TimeValue(ms, TimeUnit.MILLISECONDS);
  }

  void applyTo(ChainedOptionsBuilder builder) {
    builder.forks(forks)
        .warmupIterations(warmupIterations)
        .warmupTime(warmupTime)
        .measurementIterations(measurementIterations)
        .measurementTime(measurementTime);
  }
}
