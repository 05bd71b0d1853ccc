package dev.serbench.api;

/**
 * A binding whose {@code decode} does not rebuild the value but reads part of it in place: the
 * {@code access} variants (one field of the root) and the {@code read} variants (every field, folded
 * into a {@link Projections#read digest} without building objects), and floors that copy bytes.
 * Validation compares {@link #expected} of each original value with {@link #actual} of its decode
 * instead of rebuilding the model; {@link #toModel} is not used.
 */
public interface PartialBinding<T, E, D> extends Binding<T, E, D> {

  /** What decoding the encoding of {@code value} must give, computed from the model. Not timed. */
  Object expected(T value);

  /** The comparable form of what {@link #decode} returned. Not timed. */
  Object actual(D decoded);

  @Override
  default T toModel(D decoded) {
    throw new UnsupportedOperationException("a partial decode does not rebuild the model");
  }
}
