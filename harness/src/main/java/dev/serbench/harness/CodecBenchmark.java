package dev.serbench.harness;

import dev.serbench.api.Binding;
import dev.serbench.api.Codec;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.api.DeclinedException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

/**
 * Times {@code encode} and {@code decode} of one (codec, dataset) pair.
 *
 * <p>Everything that is not the codec's own work happens in {@link #setup}: binding the codec,
 * converting every value to the codec's representation and encoding them once for {@code decode}.
 * The timed methods only pick the next value (several distinct values, so that no codec can return
 * one cached answer) and return the codec's result to JMH's implicit Blackhole.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
public class CodecBenchmark {

  /** The codec id; the runner sets it. */
  @Param("protobuf")
  public String codec;

  /** The dataset id; the runner sets it. */
  @Param("person")
  public String dataset;

  private Binding<Object, Object, Object> binding;
  private Object[] inputs;
  private byte[][] encoded;
  private int mask;
  private int next;

  @Setup
  public void setup() throws Exception {
    Codec found = CodecRegistry.load().select(codec).get(0);
    Dataset<?> data = Datasets.find(dataset)
        .orElseThrow(() -> new IllegalArgumentException("unknown dataset '" + dataset + "'"));
    binding = bind(found, data);
    List<?> values = data.values();
    // A power-of-two count lets the timed methods step through values with a mask instead of a branch.
    int count = Integer.highestOneBit(values.size());
    inputs = new Object[count];
    encoded = new byte[count][];
    for (int i = 0; i < count; i++) {
      inputs[i] = binding.fromModel(values.get(i));
      encoded[i] = binding.encode(inputs[i]).clone();
    }
    mask = count - 1;
  }

  @SuppressWarnings("unchecked")
  private static Binding<Object, Object, Object> bind(Codec codec, Dataset<?> dataset) throws DeclinedException {
    return (Binding<Object, Object, Object>) codec.bind(dataset);
  }

  @Benchmark
  public byte[] encode() throws Exception {
    int i = next;
    next = (i + 1) & mask;
    return binding.encode(inputs[i]);
  }

  @Benchmark
  public Object decode() throws Exception {
    int i = next;
    next = (i + 1) & mask;
    return binding.decode(encoded[i]);
  }
}
