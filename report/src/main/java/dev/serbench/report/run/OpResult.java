package dev.serbench.report.run;

/**
 * What JMH measured for one (codec, dataset, operation).
 *
 * @param time ns/op
 * @param alloc allocated bytes per operation ({@code gc.alloc.rate.norm}), null when the run had no gc profiler
 * @param samples the measurement iterations behind the score (all forks' {@code rawData}); -1 when unknown
 */
public record OpResult(Estimate time, Estimate alloc, long samples) {

  public OpResult(Estimate time, Estimate alloc) {
    this(time, alloc, -1);
  }
}
