package dev.serbench.report.run;

/**
 * What JMH measured for one (codec, dataset, operation).
 *
 * @param time ns/op
 * @param alloc allocated bytes per operation ({@code gc.alloc.rate.norm}), null when the run had no gc profiler
 */
public record OpResult(Estimate time, Estimate alloc) {}
