package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The warm-up rule on simulated operations: a fake clock advanced by each call's cost, and a fake JIT
 * whose compilations finish at given times, so the rule is checked without timing anything.
 */
class SteadyWarmupTest {

  /** A simulated operation: each call costs {@code slowNanos} until the JIT "compiles" it, then {@code fastNanos}. */
  private static final class Simulated {
    long now;
    long calls;
    final long slowNanos;
    final long fastNanos;
    final long compiledAfterCalls;
    /** Compilation time (ms) seen by the JVM: grows while the JIT works, as HotSpot reports it. */
    long compileMillis;

    Simulated(long slowNanos, long fastNanos, long compiledAfterCalls) {
      this.slowNanos = slowNanos;
      this.fastNanos = fastNanos;
      this.compiledAfterCalls = compiledAfterCalls;
    }

    Object call() {
      calls++;
      if (calls == compiledAfterCalls) {
        compileMillis += 50;
      }
      now += calls < compiledAfterCalls ? slowNanos : fastNanos;
      return null;
    }

    SteadyWarmup.Result warm(SteadyWarmup.Settings settings) throws Exception {
      return new SteadyWarmup(settings, () -> now, () -> compileMillis).run(this::call, r -> { });
    }
  }

  @Test
  void aFastOperationStopsSoonAfterTheMinimum() throws Exception {
    Simulated op = new Simulated(1_000, 100, 5_000);
    SteadyWarmup.Result result = op.warm(SteadyWarmup.Settings.FULL);
    assertTrue(result.steady());
    assertTrue(result.nanos() >= SteadyWarmup.Settings.FULL.minNanos());
    assertTrue(result.nanos() < 2 * SteadyWarmup.Settings.FULL.minNanos(), result.describe());
    assertEquals(100, result.lastNanosPerCall(), 1);
  }

  @Test
  void aSlowerOperationGetsALongerWarmUp() throws Exception {
    // 300 us per call, compiled to 75 us after 3,000 calls (after 0.9 s): a fixed 1 s warm-up measured it
    // just at the change; the rule waits for the minimum invocations (20,000 calls, 2.2 s here), then a
    // quiet JIT and a flat window.
    Simulated slow = new Simulated(300_000, 75_000, 3_000);
    SteadyWarmup.Result result = slow.warm(SteadyWarmup.Settings.FULL);
    Simulated fast = new Simulated(1_000, 100, 5_000);
    SteadyWarmup.Result fastResult = fast.warm(SteadyWarmup.Settings.FULL);
    assertTrue(result.steady(), result.describe());
    assertTrue(result.nanos() > 3 * fastResult.nanos(), result.describe() + " vs " + fastResult.describe());
    assertTrue(result.invocations() >= SteadyWarmup.Settings.FULL.minInvocations(), result.describe());
    assertTrue(result.nanos() > 900_000_000L + SteadyWarmup.Settings.FULL.quietNanos(), result.describe());
    assertEquals(75_000, result.lastNanosPerCall(), 1);
  }

  @Test
  void aLateCompilationKeepsTheWarmUpGoing() throws Exception {
    // A plateau at 1 us, then the JIT finishes at call 2,000,000 (after 2 s): the warm-up must not stop on
    // the plateau once the minimum invocations are met, because a compilation finished within the window.
    Simulated op = new Simulated(1_000, 500, 2_000_000);
    SteadyWarmup.Result result = op.warm(SteadyWarmup.Settings.FULL);
    assertTrue(result.steady());
    // Either it stopped before the change (plateau steady and quiet) or after it with the final speed:
    // with a 400 ms minimum, the plateau is steady first. The rule cannot see the future; it stops on a
    // stable, quiet JIT. What it must never do is stop in the middle of the change:
    assertTrue(result.lastNanosPerCall() == 1_000 || Math.abs(result.lastNanosPerCall() - 500) < 1,
        result.describe());
  }

  @Test
  void aCompilationInProgressKeepsTheWarmUpGoing() throws Exception {
    // protobuf-json's person encode as measured: 33 us per call and flat past the minimum invocations. The
    // JIT works from call 5,000 on: short compilations finish until call 15,000, then one C2 compilation of
    // its printer runs for 1.5 s. The compilation time moves only when a compilation finishes, but the
    // compiler thread's CPU shows the one in progress. Then 4 us per call.
    long[] now = {0};
    long[] calls = {0};
    long compileStart = 5_000L * 33_000;
    long lastShortOne = 15_000L * 33_000;
    long compileEnd = lastShortOne + 1_500_000_000L;
    SteadyWarmup.Operation call = () -> {
      calls[0]++;
      now[0] += now[0] < compileEnd ? 33_000 : 4_000;
      return null;
    };
    SteadyWarmup.CompilationClock compilation = () -> now[0] >= compileEnd ? 2_000
        : now[0] < compileStart ? 0 : Math.min(now[0], lastShortOne) / 1_000_000;
    SteadyWarmup.BackgroundCpu compilerThread = () -> Math.max(0, Math.min(now[0], compileEnd) - compileStart);
    SteadyWarmup.Result result = new SteadyWarmup(SteadyWarmup.Settings.FULL, () -> now[0], compilation, compilerThread)
        .run(call, r -> { });
    assertTrue(result.steady(), result.describe());
    assertTrue(result.nanos() > compileEnd, result.describe());
    assertEquals(4_000, result.lastNanosPerCall(), 1, result.describe());
    // Without the compiler thread's CPU the same operation was called steady on its plateau.
    now[0] = 0;
    calls[0] = 0;
    SteadyWarmup.Result blind = new SteadyWarmup(SteadyWarmup.Settings.FULL, () -> now[0], compilation).run(call, r -> { });
    assertEquals(33_000, blind.lastNanosPerCall(), 1, blind.describe());
  }

  @Test
  void anOperationThatKeepsGettingFasterIsCappedAndSaysSo() throws Exception {
    long[] now = {0};
    long[] calls = {0};
    // A call's cost halves every 0.5 s: more than the tolerance in any window, never steady.
    SteadyWarmup.Result result = new SteadyWarmup(SteadyWarmup.Settings.QUICK, () -> now[0], () -> 0).run(() -> {
      calls[0]++;
      now[0] += Math.max(1, Math.round(100_000 * Math.pow(0.5, now[0] / 500_000_000.0)));
      return null;
    }, r -> { });
    assertFalse(result.steady());
    assertTrue(result.nanos() >= SteadyWarmup.Settings.QUICK.maxNanos());
  }

  @Test
  void settingsTravelToAChildJvmAndBack() {
    SteadyWarmup.Settings longer = SteadyWarmup.Settings.FULL.longer(3);
    assertEquals(longer, SteadyWarmup.Settings.parse(longer.argument()));
    assertEquals(3 * SteadyWarmup.Settings.FULL.maxNanos(), longer.maxNanos());
  }
}
