package dev.serbench.api;

/**
 * A binding whose library reads and writes the canonical records themselves (reflection-based or
 * schema-less codecs), so both conversions are the identity.
 */
public abstract class ModelBinding<T> implements Binding<T, T, T> {

  @Override
  public final T fromModel(T value) {
    return value;
  }

  @Override
  public final T toModel(T decoded) {
    return decoded;
  }
}
