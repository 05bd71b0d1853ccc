package dev.serbench.harness;

import java.lang.management.CompilationMXBean;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Warms one timed operation up until it is at its steady state, however long that takes for it.
 *
 * <p>A fixed warm-up cannot fit every benchmark: one second runs a 300 µs decode about 3,000 times,
 * too few for C2 (which compiles by invocation and loop counts, with a slow queue on 2 cores), and
 * rows were published up to 4 times their steady cost; the same second is more than a 100 ns encode
 * needs. So the operation runs in batches of about {@link Settings#batchNanos} until all of:
 * <ul>
 *   <li>at least {@link Settings#minNanos} have passed, and either {@link Settings#minInvocations}
 *       calls were made (past C2's invocation thresholds) or {@link Settings#slowNanos} have passed (an
 *       operation that slow does its work in loops, which compile by their back-edge counts);</li>
 *   <li>the JIT has been quiet: no compilation finished during the last {@link Settings#window} batches
 *       (and at least {@link Settings#quietNanos}), as the JVM's compilation time shows, and none is in
 *       progress: the CPU time of every thread but the benchmark's (JIT compiler threads, GC) stayed
 *       under {@link #BUSY_FRACTION} of that period's wall time. The compilation time counts a
 *       compilation only when it finishes, and one C2 compilation of a large method takes more than the
 *       quiet period on 2 cores: by that count alone, protobuf-json's person encode was "steady" at
 *       33 µs after 26,000 calls, Java serialization's encode at 8.2 µs after 57,000 and moshi's
 *       decode at 20 µs after 41,000, where their steady states are 3.6 to 4.9, 2.1 to 2.7 and 3.8 µs
 *       (the same JVM's longer warm-ups);</li>
 *   <li>the per-call time has no trend: the mean of the window's later half is within
 *       {@link Settings#tolerance} of its earlier half, or within two standard errors of it (batches of
 *       a slow operation vary with each collection).</li>
 * </ul>
 * or {@link Settings#maxNanos} have passed, in which case the result says it is not steady and the
 * row is flagged. JMH's own short warm-up iteration then compiles its measurement loop, and its
 * measurement iterations follow.
 */
final class SteadyWarmup {

  /** The operation being warmed: one call, whose result is consumed. */
  interface Operation {
    Object call() throws Exception;
  }

  /** Where a result goes so that the JIT cannot drop the call (JMH's Blackhole in a benchmark). */
  interface Sink {
    void consume(Object result);
  }

  /** The rule's parameters. */
  record Settings(long minNanos, long minInvocations, long slowNanos, long maxNanos, long batchNanos, int window,
      long quietNanos, double tolerance) {

    /** Full runs. */
    static final Settings FULL = new Settings(millis(400), 20_000, millis(4_000), millis(12_000), millis(25), 8,
        millis(400), 0.02);
    /** Quick runs: the same rule with shorter minimums, batches and cap. */
    static final Settings QUICK = new Settings(millis(100), 10_000, millis(1_000), millis(3_000), millis(10), 6,
        millis(150), 0.03);

    private static long millis(long ms) {
      return ms * 1_000_000;
    }

    /** The same rule with every duration multiplied by {@code factor} (a re-run of an unsteady row). */
    Settings longer(double factor) {
      return new Settings(Math.round(minNanos * factor), Math.round(minInvocations * factor),
          Math.round(slowNanos * factor), Math.round(maxNanos * factor), batchNanos, window,
          Math.round(quietNanos * factor), tolerance);
    }

    /** "min,minInvocations,slow,max,batch,window,quiet,tolerance" in ns, for a child JVM's system property. */
    String argument() {
      return minNanos + "," + minInvocations + "," + slowNanos + "," + maxNanos + "," + batchNanos + "," + window + ","
          + quietNanos + "," + tolerance;
    }

    static Settings parse(String argument) {
      String[] p = argument.split(",");
      if (p.length != 8) {
        throw new IllegalArgumentException("warm-up settings need 8 comma-separated values: '" + argument + "'");
      }
      return new Settings(Long.parseLong(p[0]), Long.parseLong(p[1]), Long.parseLong(p[2]), Long.parseLong(p[3]),
          Long.parseLong(p[4]), Integer.parseInt(p[5]), Long.parseLong(p[6]), Double.parseDouble(p[7]));
    }
  }

  /**
   * What the warm-up did: calls made, time taken, whether the rule was met (else the cap ended it), the
   * per-call time of its last window (ns) and of its first batch.
   */
  record Result(long invocations, long nanos, boolean steady, double lastNanosPerCall, double firstNanosPerCall,
      int batches) {

    String describe() {
      return String.format(Locale.ROOT, "%d calls in %.2f s (%s; %.1f ns/call at the end, %.1f at first)", invocations,
          nanos / 1e9, steady ? "steady" : "not steady at the cap", lastNanosPerCall, firstNanosPerCall);
    }
  }

  /** The JVM's compilation time in ms (HotSpot adds a compilation's time when it finishes), or -1. */
  interface CompilationClock {
    long millis();

    static CompilationClock jvm() {
      CompilationMXBean bean = ManagementFactory.getCompilationMXBean();
      if (bean == null || !bean.isCompilationTimeMonitoringSupported()) {
        return () -> -1;
      }
      return bean::getTotalCompilationTime;
    }
  }

  /**
   * The CPU time, in ns, of the process's threads other than the calling one (JIT compiler threads,
   * garbage collection, JMH's own), or -1 where the JVM cannot tell.
   */
  interface BackgroundCpu {
    long nanos();

    static BackgroundCpu jvm() {
      java.lang.management.OperatingSystemMXBean os = ManagementFactory.getOperatingSystemMXBean();
      java.lang.management.ThreadMXBean threads = ManagementFactory.getThreadMXBean();
      if (!(os instanceof com.sun.management.OperatingSystemMXBean process) || !threads.isCurrentThreadCpuTimeSupported()) {
        return () -> -1;
      }
      return () -> {
        long all = process.getProcessCpuTime();
        long mine = threads.getCurrentThreadCpuTime();
        return all < 0 || mine < 0 ? -1 : Math.max(0, all - mine);
      };
    }
  }

  /**
   * The most CPU the other threads may use during the quiet period, as a fraction of its wall time: a
   * compiler thread at work uses all of a core (1.0); young collections of an allocating operation a
   * few percent.
   */
  static final double BUSY_FRACTION = 0.25;

  /** A clock in ns; {@link System#nanoTime} except in tests. */
  interface Clock {
    long nanos();
  }

  private final Settings settings;
  private final Clock clock;
  private final CompilationClock compilation;
  private final BackgroundCpu background;

  SteadyWarmup(Settings settings) {
    this(settings, System::nanoTime, CompilationClock.jvm(), BackgroundCpu.jvm());
  }

  SteadyWarmup(Settings settings, Clock clock, CompilationClock compilation) {
    this(settings, clock, compilation, () -> -1);
  }

  SteadyWarmup(Settings settings, Clock clock, CompilationClock compilation, BackgroundCpu background) {
    this.settings = settings;
    this.clock = clock;
    this.compilation = compilation;
    this.background = background;
  }

  /** Runs {@code operation} until it is steady or the cap is reached. */
  Result run(Operation operation, Sink sink) throws Exception {
    long start = clock.nanos();
    List<Double> perCall = new ArrayList<>();
    List<Long> batchEnds = new ArrayList<>();
    List<Long> compileMillis = new ArrayList<>();
    List<Long> backgroundNanos = new ArrayList<>();
    long invocations = 0;
    long batchSize = 1;
    while (true) {
      long batchStart = clock.nanos();
      for (long i = 0; i < batchSize; i++) {
        sink.consume(operation.call());
      }
      long now = clock.nanos();
      long took = Math.max(1, now - batchStart);
      invocations += batchSize;
      perCall.add((double) took / batchSize);
      batchEnds.add(now);
      compileMillis.add(compilation.millis());
      backgroundNanos.add(background.nanos());
      long elapsed = now - start;
      if (isSteady(perCall, batchEnds, compileMillis, backgroundNanos, invocations, elapsed)) {
        return new Result(invocations, elapsed, true, windowMean(perCall), perCall.get(0), perCall.size());
      }
      if (elapsed >= settings.maxNanos()) {
        return new Result(invocations, elapsed, false, windowMean(perCall), perCall.get(0), perCall.size());
      }
      // The next batch lasts about batchNanos at the current speed (at least one call, at most 2x growth).
      batchSize = Math.max(1, Math.min(batchSize * 2, Math.round(settings.batchNanos() / ((double) took / batchSize))));
    }
  }

  private boolean isSteady(List<Double> perCall, List<Long> batchEnds, List<Long> compileMillis,
      List<Long> backgroundNanos, long invocations, long elapsed) {
    if (elapsed < settings.minNanos()) {
      return false;
    }
    if (invocations < settings.minInvocations() && elapsed < settings.slowNanos()) {
      return false;
    }
    int n = perCall.size();
    int window = Math.max(2, settings.window());
    if (n < window + 1) {
      return false;
    }
    // The quiet period covers the window and at least quietNanos (a long compilation shows only when done).
    int quietFrom = n - window - 1;
    while (quietFrom > 0 && batchEnds.get(n - 1) - batchEnds.get(quietFrom) < settings.quietNanos()) {
      quietFrom--;
    }
    if (batchEnds.get(n - 1) - batchEnds.get(quietFrom) < settings.quietNanos()) {
      return false;
    }
    if (compileMillis.get(n - 1) >= 0 && !compileMillis.get(n - 1).equals(compileMillis.get(quietFrom))) {
      return false;
    }
    long busy = backgroundNanos.get(n - 1) - backgroundNanos.get(quietFrom);
    if (backgroundNanos.get(quietFrom) >= 0 && busy > BUSY_FRACTION * (batchEnds.get(n - 1) - batchEnds.get(quietFrom))) {
      return false;
    }
    int half = window / 2;
    double earlier = mean(perCall, n - window, n - half);
    double later = mean(perCall, n - half, n);
    // Flat: within the tolerance, or a difference the batches' own noise explains (two standard errors),
    // so that an operation of one call per batch, whose batches vary with every collection, still settles.
    double noise = 2 * Math.sqrt(variance(perCall, n - window, n - half, earlier) / half
        + variance(perCall, n - half, n, later) / half);
    return Math.abs(later - earlier) <= Math.max(settings.tolerance() * earlier, noise);
  }

  private double windowMean(List<Double> perCall) {
    int n = perCall.size();
    return mean(perCall, Math.max(0, n - settings.window()), n);
  }

  private static double variance(List<Double> values, int from, int to, double mean) {
    double squares = 0;
    for (int i = from; i < to; i++) {
      squares += (values.get(i) - mean) * (values.get(i) - mean);
    }
    return to - from < 2 ? 0 : squares / (to - from - 1);
  }

  private static double mean(List<Double> values, int from, int to) {
    double sum = 0;
    for (int i = from; i < to; i++) {
      sum += values.get(i);
    }
    return sum / (to - from);
  }
}
