package dev.serbench.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Checks that a codec gives back every value of a dataset, before anything is timed.
 *
 * <p>All values are encoded first and decoded afterwards, and each encoded message is decoded twice,
 * so that a binding that hands out a reused buffer, or keeps state between decodes, fails here.
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
   */
  public record Result(Status status, String message, List<byte[]> encoded) {}

  private RoundTrip() {}

  /** Runs the round trip of every value of {@code dataset} through {@code codec}. */
  public static <T> Result check(Codec codec, Dataset<T> dataset) {
    Binding<T, ?, ?> binding;
    try {
      binding = codec.bind(dataset);
    } catch (DeclinedException e) {
      return new Result(Status.DECLINED, e.getMessage(), List.of());
    } catch (RuntimeException | LinkageError e) {
      return failed("bind", e);
    }
    return check(binding, dataset, new ModelComparator(codec.properties().timestampPrecision()));
  }

  private static <T, E, D> Result check(Binding<T, E, D> binding, Dataset<T> dataset, ModelComparator comparator) {
    List<T> values = dataset.values();
    List<byte[]> encoded = new ArrayList<>(values.size());
    for (int i = 0; i < values.size(); i++) {
      try {
        byte[] bytes = binding.encode(binding.fromModel(values.get(i)));
        if (bytes == null) {
          return new Result(Status.FAILED, "encode of value " + i + " returned null", List.of());
        }
        encoded.add(bytes);
      } catch (Exception | LinkageError e) {
        return failed("encode of value " + i, e);
      }
    }
    for (int i = 0; i < values.size(); i++) {
      for (int pass = 1; pass <= 2; pass++) {
        T back;
        try {
          back = binding.toModel(binding.decode(encoded.get(i)));
        } catch (Exception | LinkageError e) {
          return failed("decode of value " + i, e);
        }
        Optional<String> difference = comparator.difference(values.get(i), back);
        if (difference.isPresent()) {
          String where = values.size() == 1 ? "" : "value " + i + (pass == 2 ? " (second decode)" : "") + ": ";
          return new Result(Status.FAILED, where + difference.get(), List.of());
        }
      }
    }
    return new Result(Status.PASSED, "", List.copyOf(encoded));
  }

  private static Result failed(String step, Throwable e) {
    return new Result(Status.FAILED, step + " threw " + e.getClass().getSimpleName() + ": " + e.getMessage(), List.of());
  }
}
