package dev.serbench.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * Checks that a codec gives back every value of a dataset, before anything is timed.
 *
 * <p>All values are encoded first and decoded afterwards, and each encoded message is decoded twice,
 * so that a binding that hands out a reused buffer, or keeps state between decodes, fails here. A
 * binding with a {@link ReusedOutput} must write the same bytes there as {@code encode} returns. A
 * {@link PartialBinding} is checked by comparing what it read with what the model says.
 *
 * <p>Aliasing check: after the comparisons, every value is decoded once more from a copy of its bytes,
 * the copy is overwritten, and only then converted to the model and compared: a codec whose decoded
 * values still point into the input (the Go suite's {@code /unsafe}) changes here and is labelled
 * {@value CodecProperties#UNSAFE}; it still passes, since a caller who keeps the input intact gets the
 * right values.
 *
 * <p>On a group-large dataset ({@link Dataset#large()}: values of 60 to 280 MB encoded), every value is
 * encoded, decoded and compared once, and the second decode and the aliasing check are made on value 0
 * only: they test the codec (state kept between decodes, decoded values that point into the input), not
 * the value, and every other dataset makes them on all its values. Three decodes and two comparisons of
 * every value took about 3.3 minutes per codec on {@code gpb-complex-list-10}, 2.8 hours for 51 codecs.
 */
public final class RoundTrip {

  /** The outcome of one (codec, dataset) pair. */
  public enum Status { PASSED, FAILED, DECLINED }

  /**
   * What {@link #check} found.
   *
   * @param status passed, failed or declined
   * @param message why it failed or was declined; empty when it passed
   * @param encoded the encoded bytes of each value (empty unless encoding succeeded for all)
   * @param unsafe whether decoded values changed when the input bytes were overwritten (see the class comment)
   */
  public record Result(Status status, String message, List<byte[]> encoded, boolean unsafe) {

    public Result(Status status, String message, List<byte[]> encoded) {
      this(status, message, encoded, false);
    }
  }

  private RoundTrip() {}

  /** Runs the round trip of every value of {@code dataset} through {@code codec}. */
  public static <T> Result check(Codec codec, Dataset<T> dataset) {
    return check(codec, dataset, Integer.MAX_VALUE);
  }

  /**
   * Runs the round trip of the first {@code maxValues} values of {@code dataset} (all of them when it
   * has fewer): for tests over the datasets whose every value is tens of megabytes per codec.
   */
  public static <T> Result check(Codec codec, Dataset<T> dataset, int maxValues) {
    Binding<T, ?, ?> binding;
    try {
      binding = codec.bind(dataset);
    } catch (DeclinedException e) {
      return new Result(Status.DECLINED, e.getMessage(), List.of());
    } catch (RuntimeException | LinkageError e) {
      return failed("bind", e);
    }
    List<T> all = dataset.values();
    return check(binding, all.subList(0, Math.min(maxValues, all.size())),
        new ModelComparator(codec.properties().timestampPrecision()), dataset.large() ? 1 : Integer.MAX_VALUE);
  }

  /**
   * @param twice how many of the values (the first ones) get the second decode and the aliasing check;
   *     the others are decoded and compared once
   */
  private static <T, E, D> Result check(Binding<T, E, D> binding, List<T> values, ModelComparator comparator,
      int twice) {
    List<byte[]> encoded = new ArrayList<>(values.size());
    for (int i = 0; i < values.size(); i++) {
      try {
        E input = binding.fromModel(values.get(i));
        byte[] bytes = binding.encode(input);
        if (bytes == null) {
          return new Result(Status.FAILED, "encode of value " + i + " returned null", List.of());
        }
        if (binding instanceof ReusedOutput<?> reused) {
          Optional<String> difference = reusedOutputDifference(cast(reused), input, bytes);
          if (difference.isPresent()) {
            return new Result(Status.FAILED, "value " + i + ": " + difference.get(), List.of());
          }
        }
        encoded.add(bytes);
      } catch (Exception | LinkageError e) {
        return failed("encode of value " + i, e);
      }
    }
    for (int i = 0; i < values.size(); i++) {
      for (int pass = 1; pass <= (i < twice ? 2 : 1); pass++) {
        Optional<String> difference;
        try {
          difference = compare(binding, values.get(i), binding.decode(encoded.get(i)), comparator);
        } catch (Exception | LinkageError e) {
          return failed("decode of value " + i, e);
        }
        if (difference.isPresent()) {
          String where = values.size() == 1 ? "" : "value " + i + (pass == 2 ? " (second decode)" : "") + ": ";
          return new Result(Status.FAILED, where + difference.get(), List.of());
        }
      }
    }
    boolean unsafe = false;
    for (int i = 0; i < Math.min(values.size(), twice) && !unsafe; i++) {
      byte[] copy = encoded.get(i).clone();
      try {
        D decoded = binding.decode(copy);
        overwrite(copy);
        unsafe = compare(binding, values.get(i), decoded, comparator).isPresent();
      } catch (Exception | LinkageError e) {
        // Reading a decoded value after its input was overwritten failed: it was still reading the input.
        unsafe = true;
      }
    }
    String message = unsafe ? "decoded values change when the input bytes are overwritten (aliasing)" : "";
    return new Result(Status.PASSED, message, List.copyOf(encoded), unsafe);
  }

  private static <T, E, D> Optional<String> compare(Binding<T, E, D> binding, T original, D decoded,
      ModelComparator comparator) {
    if (binding instanceof PartialBinding<T, E, D> partial) {
      Object expected = partial.expected(original);
      Object actual = partial.actual(decoded);
      return Objects.deepEquals(expected, actual) ? Optional.empty()
          : Optional.of("read " + describe(actual) + ", expected " + describe(expected));
    }
    return comparator.difference(original, binding.toModel(decoded));
  }

  private static String describe(Object value) {
    return value instanceof byte[] bytes ? bytes.length + " bytes " + java.util.Arrays.hashCode(bytes) : String.valueOf(value);
  }

  private static <E> Optional<String> reusedOutputDifference(ReusedOutput<E> reused, E input, byte[] bytes)
      throws Exception {
    int length = reused.encodeInto(input);
    byte[] buffer = reused.buffer();
    int offset = reused.offset();
    if (length < 0 || offset < 0 || offset + length > buffer.length) {
      return Optional.of("encodeInto returned " + length + " bytes at " + offset + " in a buffer of " + buffer.length);
    }
    if (!java.util.Arrays.equals(buffer, offset, offset + length, bytes, 0, bytes.length)) {
      return Optional.of("encodeInto wrote " + length + " bytes that differ from encode's " + bytes.length);
    }
    return Optional.empty();
  }

  @SuppressWarnings("unchecked")
  private static <E> ReusedOutput<E> cast(ReusedOutput<?> reused) {
    return (ReusedOutput<E>) reused;
  }

  /** Overwrites a decoded message's input with a pattern that is a valid encoding of nothing we use. */
  private static void overwrite(byte[] bytes) {
    for (int i = 0; i < bytes.length; i++) {
      bytes[i] = (byte) (bytes[i] ^ 0x5A);
    }
  }

  private static Result failed(String step, Throwable e) {
    return new Result(Status.FAILED, step + " threw " + e.getClass().getSimpleName() + ": " + e.getMessage(), List.of());
  }
}
