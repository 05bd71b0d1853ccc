package dev.serbench.report.run;

import java.util.List;

/** The JMH settings of a run, from {@code metadata.json}; -1 or empty when absent. */
public record JmhSettings(
    long forks,
    long warmupIterations,
    String warmupTime,
    long measurementIterations,
    String measurementTime,
    String mode,
    String timeUnit,
    List<String> profilers,
    boolean quick) {}
