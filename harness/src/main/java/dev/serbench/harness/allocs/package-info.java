/**
 * The allocation-counting pass: objects and bytes allocated per operation, counted by the
 * java-allocation-instrumenter agent in a JVM of its own, never inside a timed JMH fork (the agent
 * rewrites every allocation site, which slows allocation about tenfold).
 *
 * <p>{@link dev.serbench.harness.allocs.AllocationPass} runs on the command line's side: it extracts
 * the agent from benchmarks.jar, starts {@link dev.serbench.harness.allocs.AllocsWorker} JVMs with it,
 * collects their results and writes {@code allocs.json}. The worker calls the same
 * {@link dev.serbench.harness.TimedPair} methods as the JMH benchmark and counts with
 * {@link dev.serbench.harness.allocs.AllocationCounter}.
 */
package dev.serbench.harness.allocs;
