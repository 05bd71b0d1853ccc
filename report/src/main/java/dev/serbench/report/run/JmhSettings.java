package dev.serbench.report.run;

import java.util.List;

/**
 * The JMH settings of a run, from {@code metadata.json}; -1 or empty when absent. {@code calibrated}:
 * serbench's steady-state warm-up and measuring JVMs (forks is then the minimum); {@code interval}: how
 * the published interval is computed (empty for older runs: JMH's 99.9% half-width).
 */
public record JmhSettings(
    long forks,
    long warmupIterations,
    String warmupTime,
    long measurementIterations,
    String measurementTime,
    String mode,
    String timeUnit,
    List<String> profilers,
    boolean quick,
    boolean calibrated,
    String interval) {

  public JmhSettings(long forks, long warmupIterations, String warmupTime, long measurementIterations,
      String measurementTime, String mode, String timeUnit, List<String> profilers, boolean quick) {
    this(forks, warmupIterations, warmupTime, measurementIterations, measurementTime, mode, timeUnit, profilers, quick,
        false, "");
  }

  /** The interval's description for a table's legend. */
  public String intervalDescription() {
    return interval.isEmpty() ? "the 99.9% confidence half-width (JMH's)" : "the " + interval;
  }
}
