package dev.serbench.harness.allocs;

import com.google.monitoring.runtime.instrumentation.AllocationRecorder;
import com.google.monitoring.runtime.instrumentation.Sampler;

/**
 * Counts the objects and arrays that one thread allocates while it runs an operation, through the
 * allocation-instrumenter agent, which calls a {@link Sampler} at every {@code new} of every class
 * it rewrote (before escape analysis could remove any). Only usable in a JVM started with the agent;
 * {@link #agentAttached()} tells. Allocations by other threads (the JIT's, the GC's) are not counted.
 *
 * <p>The sampler is registered only while counting: with no sampler the agent's hook returns early,
 * so preparing a pair and warming it up run several times faster. The agent's {@code removeSampler}
 * leaves an empty sampler array behind, not the "no sampler" it starts with, and with any array its
 * hook measures the size of every object every thread allocates; so after each count the recorder is
 * put back to its idle state ({@link #idleRecorder()}). Without that, the allocation pass of the full
 * run spent over 40 minutes preparing pairs of the large datasets.
 */
public final class AllocationCounter {

  /** One operation, called repeatedly; its result is kept so that it is not dead code. */
  @FunctionalInterface
  public interface Operation {
    Object call() throws Exception;
  }

  /** What {@code calls} calls of an operation allocated, in total. */
  public record Count(long calls, long allocations, long bytes) {

    public double allocationsPerCall() {
      return (double) allocations / calls;
    }

    public double bytesPerCall() {
      return (double) bytes / calls;
    }
  }

  /** The agent's hook reads this; only the thread it names is counted. */
  private static final class ThreadSampler implements Sampler {
    volatile Thread counted;
    long allocations;
    long bytes;

    @Override
    public void sampleAllocation(int arrayLength, String type, Object allocated, long size) {
      // Runs inside every allocation of every thread while registered: compare, add, never allocate.
      if (Thread.currentThread() == counted) {
        allocations++;
        bytes += size;
      }
    }
  }

  /** Calls before counting, at most; fewer when they take longer than {@link #WARMUP_NANOS} together. */
  public static final int WARMUP_CALLS = 50;
  /** The warm-up's time bound: under the agent, one call on a large value takes up to seconds. */
  private static final long WARMUP_NANOS = 100_000_000L;
  /** How long the counted calls should take together, about (counts hardly vary from call to call). */
  private static final long COUNT_NANOS = 50_000_000L;
  /** Counted calls, at most. */
  public static final int MAX_CALLS = 1000;

  private final ThreadSampler sampler = new ThreadSampler();
  /** The last result, so that the JIT cannot drop a call whose result nobody reads. */
  private volatile Object sink;

  /**
   * Whether the agent rewrites allocations in this JVM: its recorder is on the class path and one
   * {@code new} of this class's own code, which the agent rewrites like any class loaded after it
   * started, is counted. Call it before making a counter, which needs the agent's classes.
   */
  public static boolean agentAttached() {
    try {
      Class.forName("com.google.monitoring.runtime.instrumentation.AllocationRecorder");
    } catch (ClassNotFoundException | LinkageError e) {
      return false;
    }
    try {
      return new AllocationCounter().count(() -> new Object(), 1).allocations() >= 1;
    } catch (Exception e) {
      return false;
    }
  }

  /**
   * Warms {@code operation} up, then counts what it allocates in about {@link #COUNT_NANOS} of calls
   * (at least 1, at most {@link #MAX_CALLS}): the call count comes from the warm-up's pace, so that
   * counting itself checks no clock. Where possible the count is a whole number of {@code cycle}s, the
   * number of distinct values the operation steps through, so that every value weighs the same.
   */
  public Count measure(Operation operation, int cycle) throws Exception {
    long start = System.nanoTime();
    sink = operation.call();
    long afterFirst = System.nanoTime();
    int warmed = 1;
    long now = afterFirst;
    while (warmed < WARMUP_CALLS && now - start < WARMUP_NANOS) {
      sink = operation.call();
      warmed++;
      now = System.nanoTime();
    }
    // The first call pays class loading and the agent's rewriting; the others show the pace.
    double nanosPerCall = warmed > 1 ? (double) (now - afterFirst) / (warmed - 1) : afterFirst - start;
    int calls = (int) Math.max(1, Math.min(MAX_CALLS, COUNT_NANOS / Math.max(1.0, nanosPerCall)));
    if (cycle > 0 && calls >= cycle) {
      calls -= calls % cycle;
    }
    sink = null;
    return count(operation, calls);
  }

  /** Calls {@code operation} {@code calls} times on this thread and counts what those calls allocated. */
  public Count count(Operation operation, int calls) throws Exception {
    if (calls < 1) {
      throw new IllegalArgumentException("calls must be at least 1, got " + calls);
    }
    AllocationRecorder.addSampler(sampler);
    try {
      sampler.allocations = 0;
      sampler.bytes = 0;
      sampler.counted = Thread.currentThread();
      try {
        for (int i = 0; i < calls; i++) {
          sink = operation.call();
        }
      } finally {
        sampler.counted = null;
      }
      return new Count(calls, sampler.allocations, sampler.bytes);
    } finally {
      AllocationRecorder.removeSampler(sampler);
      idleRecorder();
      sink = null;
    }
  }

  /**
   * Whether the agent's hook is idle: no sampler array installed, as when the JVM started. Only then
   * does it return before measuring the size of each allocated object.
   */
  static boolean recorderIdle() {
    try {
      return SAMPLERS.get(null) == null;
    } catch (ReflectiveOperationException | RuntimeException e) {
      return false;
    }
  }

  /** The agent's sampler array (a private field: the agent has no API to go back to none). */
  private static final java.lang.reflect.Field SAMPLERS = recorderField("additionalSamplers");
  /** The lock under which the agent changes that array. */
  private static final java.lang.reflect.Field SAMPLER_LOCK = recorderField("samplerLock");

  private static java.lang.reflect.Field recorderField(String name) {
    try {
      java.lang.reflect.Field f = AllocationRecorder.class.getDeclaredField(name);
      f.setAccessible(true);
      return f;
    } catch (ReflectiveOperationException | RuntimeException e) {
      return null; // another agent version: counts stay right, the pass stays slower
    }
  }

  /**
   * Puts the agent's sampler array back to none when no sampler is left in it. Under the agent's own
   * lock, so that a sampler added meanwhile by another thread is not lost.
   */
  private static void idleRecorder() {
    if (SAMPLERS == null || SAMPLER_LOCK == null) {
      return;
    }
    try {
      synchronized (SAMPLER_LOCK.get(null)) {
        Object[] samplers = (Object[]) SAMPLERS.get(null);
        if (samplers != null && samplers.length == 0) {
          SAMPLERS.set(null, null);
        }
      }
    } catch (ReflectiveOperationException | RuntimeException e) {
      // Left as the agent left it: the counts are the same, only slower to reach.
    }
  }
}
