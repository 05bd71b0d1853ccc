package dev.serbench.report.compare;

import dev.serbench.report.run.Estimate;
import dev.serbench.report.run.ResultKey;

/**
 * One (codec, dataset, operation) measured in both runs.
 *
 * @param oldAlloc null when the old run had no gc profiler data
 * @param newAlloc null when the new run had no gc profiler data
 */
public record ComparisonRow(ResultKey key, Estimate oldTime, Estimate newTime, Estimate oldAlloc, Estimate newAlloc) {

  /** The change of a score in percent of the old one. */
  public static double changePercent(Estimate oldValue, Estimate newValue) {
    return (newValue.score() - oldValue.score()) / oldValue.score() * 100;
  }

  public Verdict timeVerdict() {
    return Verdict.of(oldTime, newTime);
  }

  /** Null when either run lacks allocation data. */
  public Verdict allocVerdict() {
    return oldAlloc == null || newAlloc == null ? null : Verdict.of(oldAlloc, newAlloc);
  }
}
