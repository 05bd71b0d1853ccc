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
   * Heap of every fork. The largest default-group dataset (map-list-1000x1000, gpb-complex) needs a
   * few hundred MB per copy (canonical values, the codec's own form and the encoded bytes); group-large
   * datasets (gpb-complex-list-10: 665,000 Bigs) need several GB, above all in a FlatBuffers or
   * Cap'n Proto builder. A fixed -Xms = -Xmx keeps heap resizing out of the measurement.
   */
  static final List<String> DEFAULT_HEAP = List.of("-Xms3g", "-Xmx3g");
  static final List<String> LARGE_HEAP = List.of("-Xms10g", "-Xmx10g");

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
    JmhSettings defaults = quick
        ? new JmhSettings(1, 1, millis(300), 2, millis(300))
        : new JmhSettings(2, 3, millis(1000), 5, millis(1000));
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
