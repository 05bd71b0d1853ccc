package dev.serbench.harness;

import dev.serbench.api.Binding;
import dev.serbench.api.Codec;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.api.DeclinedException;
import dev.serbench.api.Operation;
import dev.serbench.api.ReusedOutput;
import java.util.Arrays;
import java.util.List;

/**
 * The timed operations of one (codec, dataset) pair, with everything else done beforehand: binding
 * the codec, converting every value to the codec's representation, encoding and decoding them once.
 * The JMH benchmark and the allocation-counting pass call the same methods, so they measure the same
 * code.
 *
 * <p>Each call takes the next of several distinct values (a power-of-two count, stepped with a mask),
 * so that no codec can return one cached answer, and returns the codec's result for the caller to
 * consume. One instance serves one thread.
 */
public final class TimedPair {

  private final Binding<Object, Object, Object> binding;
  /** The binding's reused output, or null: {@link #encode} then times encodeInto instead of encode. */
  private final ReusedOutput<Object> reused;
  private final Object[] models;
  private final Object[] inputs;
  private final byte[][] encoded;
  private final Object[] decoded;
  private final int mask;
  private int next;

  private TimedPair(Binding<Object, Object, Object> binding, Object[] models, Object[] inputs, byte[][] encoded,
      Object[] decoded) {
    this.binding = binding;
    this.reused = binding instanceof ReusedOutput<?> r ? cast(r) : null;
    this.models = models;
    this.inputs = inputs;
    this.encoded = encoded;
    this.decoded = decoded;
    this.mask = models.length - 1;
  }

  /**
   * The system property through which the runner tells forks the provider class of each codec id
   * ({@code id=class,id=class}), so that a fork instantiates only the codec it times.
   */
  static final String CODEC_CLASSES = "serbench.codecClasses";

  /** Binds {@code codecId} from the registry to {@code datasetId} and prepares its values for every operation. */
  public static TimedPair prepare(String codecId, String datasetId) throws Exception {
    return prepare(codecId, datasetId, null);
  }

  /**
   * Binds {@code codecId} to {@code datasetId} and prepares what {@code operation} needs (everything
   * when null): a JMH fork times one operation, and on the largest datasets encoding or decoding
   * every value in advance costs seconds per fork.
   */
  public static TimedPair prepare(String codecId, String datasetId, Operation operation) throws Exception {
    Codec codec = find(codecId);
    Dataset<?> dataset = Datasets.find(datasetId)
        .orElseThrow(() -> new IllegalArgumentException("unknown dataset '" + datasetId + "'"));
    return prepare(codec, dataset, operation);
  }

  private static Codec find(String codecId) {
    String classes = System.getProperty(CODEC_CLASSES, "");
    for (String entry : classes.split(",")) {
      int eq = entry.indexOf('=');
      if (eq > 0 && entry.substring(0, eq).equals(codecId)) {
        return CodecRegistry.loadOne(codecId, entry.substring(eq + 1));
      }
    }
    return CodecRegistry.load().select(codecId).get(0);
  }

  /** Binds {@code codec} to {@code dataset} and prepares its values for every operation. */
  public static TimedPair prepare(Codec codec, Dataset<?> dataset) throws Exception {
    return prepare(codec, dataset, null);
  }

  /**
   * Binds {@code codec} to {@code dataset} and prepares what {@code operation} needs (everything when
   * null). Only what the operation reads is kept (encode: the codec's inputs; decode: the bytes;
   * toModel: the decoded values), so a fork of the largest datasets holds the canonical values and one
   * other form of each, not four.
   */
  public static TimedPair prepare(Codec codec, Dataset<?> dataset, Operation operation) throws Exception {
    return prepare(codec, dataset, operation, Long.MAX_VALUE);
  }

  /**
   * Prepares every operation like {@link #prepare(Codec, Dataset)}, but keeps only values 0 and 1 when
   * preparing value 1 (converting, encoding and decoding it once) took longer than {@code slowNanos}. For
   * the allocation pass: under its agent one call on a large value takes up to seconds, so it counts
   * such operations in fewer calls than there are values, and preparing the others would be spent for
   * nothing (it was most of the pass's time on the large datasets).
   */
  public static TimedPair prepareForCounting(Codec codec, Dataset<?> dataset, long slowNanos) throws Exception {
    return prepare(codec, dataset, null, slowNanos);
  }

  private static TimedPair prepare(Codec codec, Dataset<?> dataset, Operation operation, long slowNanos)
      throws Exception {
    boolean all = operation == null;
    boolean keepInputs = all || operation == Operation.ENCODE;
    boolean keepEncoded = all || operation == Operation.DECODE;
    boolean keepDecoded = all || operation == Operation.TO_MODEL;
    Binding<Object, Object, Object> binding = bind(codec, dataset);
    List<?> values = dataset.values();
    int count = Integer.highestOneBit(values.size());
    Object[] models = new Object[count];
    Object[] inputs = new Object[count];
    byte[][] encoded = new byte[count][];
    Object[] decoded = new Object[count];
    long valueOneStart = 0;
    for (int i = 0; i < count; i++) {
      if (i == 1) {
        valueOneStart = System.nanoTime();
      } else if (i == 2 && System.nanoTime() - valueOneStart > slowNanos) {
        // Value 0 pays class loading; value 1 shows the pace. Two values stay: still a power of two.
        return new TimedPair(binding, Arrays.copyOf(models, 2), Arrays.copyOf(inputs, 2),
            Arrays.copyOf(encoded, 2), Arrays.copyOf(decoded, 2));
      }
      models[i] = values.get(i);
      if (keepInputs || keepEncoded || keepDecoded) {
        Object input = binding.fromModel(models[i]);
        byte[] bytes = keepEncoded || keepDecoded ? binding.encode(input).clone() : null;
        inputs[i] = keepInputs ? input : null;
        encoded[i] = keepEncoded ? bytes : null;
        decoded[i] = keepDecoded ? binding.decode(bytes.clone()) : null;
      }
    }
    return new TimedPair(binding, models, inputs, encoded, decoded);
  }

  @SuppressWarnings("unchecked")
  private static Binding<Object, Object, Object> bind(Codec codec, Dataset<?> dataset) throws DeclinedException {
    return (Binding<Object, Object, Object>) codec.bind(dataset);
  }

  @SuppressWarnings("unchecked")
  private static ReusedOutput<Object> cast(ReusedOutput<?> reused) {
    return (ReusedOutput<Object>) reused;
  }

  /** How many distinct values the operations step through: a power of two. */
  public int valueCount() {
    return models.length;
  }

  /**
   * Encodes the next value: {@link Binding#encode}, or for a binding with a reused output
   * {@link ReusedOutput#encodeInto}, returning the reused array (so the write is consumed) instead of
   * a boxed length.
   */
  public Object encode() throws Exception {
    int i = next;
    next = (i + 1) & mask;
    if (reused != null) {
      reused.encodeInto(inputs[i]);
      return reused.buffer();
    }
    return binding.encode(inputs[i]);
  }

  /** Decodes the next value's bytes. */
  public Object decode() throws Exception {
    int i = next;
    next = (i + 1) & mask;
    return binding.decode(encoded[i]);
  }

  /** Converts the next canonical value to the codec's representation. */
  public Object fromModel() {
    int i = next;
    next = (i + 1) & mask;
    return binding.fromModel(models[i]);
  }

  /** Converts the next decoded value back to the canonical records. */
  public Object toModel() {
    int i = next;
    next = (i + 1) & mask;
    return binding.toModel(decoded[i]);
  }
}
