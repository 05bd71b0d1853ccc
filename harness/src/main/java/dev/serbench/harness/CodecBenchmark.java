package dev.serbench.harness;

import dev.serbench.api.Operation;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.BenchmarkParams;
import org.openjdk.jmh.infra.Blackhole;

/**
 * Times the operations of one (codec, dataset) pair: encode, decode, fromModel, toModel.
 *
 * <p>Everything that is not the codec's own work happens in {@link #setup} ({@link TimedPair}):
 * binding the codec, converting every value, encoding and decoding them once. The timed methods only
 * pick the next value and return the codec's result to JMH's implicit Blackhole. The runner selects
 * the methods each codec declares in {@code CodecProperties.operations()}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class CodecBenchmark {

  static {
    // A fork of a run that was killed ends at once instead of finishing its benchmark unseen.
    ChildWatchdog.start();
  }

  /** The codec id; the runner sets it. */
  @Param("protobuf")
  public String codec;

  /** The dataset id; the runner sets it. */
  @Param("person")
  public String dataset;

  /**
   * The system property that turns on {@link SteadyWarmup} in {@link #setup} (its
   * {@link SteadyWarmup.Settings#argument}); a run with the user's own JMH warm-up settings leaves it
   * unset and JMH's warm-up iterations are all there is.
   */
  static final String WARMUP = "serbench.warmup";

  /** What the last setup's warm-up did, for {@link PairRun} (which runs JMH in this JVM); null if none. */
  static volatile SteadyWarmup.Result lastWarmup;
  /** How long the last setup took to bind the codec and prepare the values, in ns. */
  static volatile long lastPrepareNanos;

  private TimedPair pair;

  /**
   * Binds the pair, then (in serbench's own measuring JVMs) warms the benchmarked operation up to its
   * steady state, consuming its results in JMH's Blackhole as the measurement does.
   */
  @Setup
  public void setup(BenchmarkParams params, Blackhole blackhole) throws Exception {
    String benchmark = params.getBenchmark();
    Operation operation = Operation.ofMethod(benchmark.substring(benchmark.lastIndexOf('.') + 1));
    long start = System.nanoTime();
    pair = TimedPair.prepare(codec, dataset, operation);
    lastPrepareNanos = System.nanoTime() - start;
    String warmup = System.getProperty(WARMUP);
    if (warmup != null) {
      TimedPair timed = pair;
      SteadyWarmup.Operation call = switch (operation) {
        case ENCODE -> timed::encode;
        case DECODE -> timed::decode;
        case FROM_MODEL -> timed::fromModel;
        case TO_MODEL -> timed::toModel;
      };
      lastWarmup = new SteadyWarmup(SteadyWarmup.Settings.parse(warmup)).run(call, blackhole::consume);
    }
  }

  /** Times {@code encode} (or {@code encodeInto} for a reused output). */
  @Benchmark
  public Object encode() throws Exception {
    return pair.encode();
  }

  @Benchmark
  public Object decode() throws Exception {
    return pair.decode();
  }

  /** Times the conversion of the canonical records to the codec's own representation. */
  @Benchmark
  public Object fromModel() {
    return pair.fromModel();
  }

  /** Times the conversion of a decoded value back to the canonical records. */
  @Benchmark
  public Object toModel() {
    return pair.toModel();
  }
}
