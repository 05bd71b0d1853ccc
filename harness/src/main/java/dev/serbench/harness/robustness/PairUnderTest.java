package dev.serbench.harness.robustness;

import dev.serbench.api.Binding;
import dev.serbench.api.Codec;
import dev.serbench.api.Dataset;
import dev.serbench.api.ModelComparator;
import dev.serbench.api.PartialBinding;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One (codec, dataset) pair inside a worker: the valid messages, the values they encode, and the
 * binding that decodes the corrupted inputs. Decoded values are compared with the originals exactly as
 * validation ({@code RoundTrip}) compares them: {@link Binding#toModel} and a {@link ModelComparator}
 * at the codec's timestamp precision, or a {@link PartialBinding}'s {@code expected} and {@code actual}.
 */
final class PairUnderTest<T, E, D> {

  /** How many of the dataset's values are encoded and corrupted. */
  static final int MESSAGES = 4;

  /** The outcome of one input, with a short detail: the exception, or the first difference. */
  record Result(Outcome outcome, String detail) {}

  private final Binding<T, E, D> binding;
  private final List<T> originals;
  private final List<byte[]> messages = new ArrayList<>();
  private final ModelComparator comparator;
  /** A partial binding's {@code expected} of each original, computed once: it walks the whole value. */
  private final List<Object> expected = new ArrayList<>();

  private PairUnderTest(Binding<T, E, D> binding, List<T> originals, ModelComparator comparator) throws Exception {
    this.binding = binding;
    this.originals = originals;
    this.comparator = comparator;
    for (int i = 0; i < originals.size(); i++) {
      if (binding instanceof PartialBinding<T, E, D> partial) {
        expected.add(partial.expected(originals.get(i)));
      }
      byte[] bytes = binding.encode(binding.fromModel(originals.get(i)));
      if (bytes == null) {
        throw new IllegalStateException("encode of value " + i + " returned null");
      }
      messages.add(bytes);
    }
  }

  /** Binds {@code codec} to {@code dataset} and encodes the dataset's first values. */
  static <T> PairUnderTest<T, ?, ?> prepare(Codec codec, Dataset<T> dataset) throws Exception {
    Binding<T, ?, ?> binding = codec.bind(dataset);
    List<T> values = dataset.values();
    return create(binding, values.subList(0, Math.min(MESSAGES, values.size())),
        new ModelComparator(codec.properties().timestampPrecision()));
  }

  private static <T, E, D> PairUnderTest<T, E, D> create(Binding<T, E, D> binding, List<T> originals,
      ModelComparator comparator) throws Exception {
    return new PairUnderTest<>(binding, originals, comparator);
  }

  int[] lengths() {
    return messages.stream().mapToInt(m -> m.length).toArray();
  }

  /**
   * Null when message {@code i}, undamaged, decodes to its original value; else what went wrong. Used
   * before the inputs (a pair that does not round-trip cannot be judged) and after an Error, to prove
   * that the worker still works.
   */
  String checkValid(int i) {
    Result result = decode(i, messages.get(i));
    return result.outcome() == Outcome.SAME_VALUE ? null
        : "the valid message " + i + " gave " + result.outcome().label() + ": " + result.detail();
  }

  /** Decodes one corrupted input and classifies what happened. */
  Result decode(Corruption corruption) {
    return decode(corruption.message(), corruption.apply(messages.get(corruption.message())));
  }

  private Result decode(int message, byte[] input) {
    try {
      return compare(message, binding.decode(input));
    } catch (OutOfMemoryError e) {
      return new Result(Outcome.OUT_OF_MEMORY, describe(e));
    } catch (Exception e) {
      return new Result(Outcome.CLEAN_EXCEPTION, describe(e));
    } catch (Throwable e) {
      return new Result(Outcome.OTHER_ERROR, describe(e));
    }
  }

  private Result compare(int message, D decoded) throws Exception {
    if (decoded == null) {
      return new Result(Outcome.WRONG_VALUE, "decoded to null");
    }
    T original = originals.get(message);
    Optional<String> difference;
    if (binding instanceof PartialBinding<T, E, D> partial) {
      Object wanted = expected.get(message);
      Object actual = partial.actual(decoded);
      difference = Objects.deepEquals(wanted, actual) ? Optional.empty()
          : Optional.of("read " + Text.shorten(String.valueOf(actual)) + ", expected " + Text.shorten(String.valueOf(wanted)));
    } else {
      difference = comparator.difference(original, binding.toModel(decoded));
    }
    return difference.map(d -> new Result(Outcome.WRONG_VALUE, d)).orElse(new Result(Outcome.SAME_VALUE, ""));
  }

  private static String describe(Throwable e) {
    String message = e.getMessage();
    return e.getClass().getSimpleName() + (message == null ? "" : ": " + message);
  }
}
