package dev.serbench.api;

/**
 * A codec applied to one model type: the four steps that serbench validates and times.
 *
 * <p>{@link #fromModel} and {@link #toModel} convert between the canonical model and the codec's own
 * representation and are never timed. {@link #encode} and {@link #decode} are timed. A binding is used
 * by one thread; it may keep reusable buffers when its library documents that use (and the codec then
 * declares {@link CodecProperties#reusesBuffers()}), but every array {@code encode} returns must stay
 * valid after later calls.
 *
 * @param <T> the canonical model type
 * @param <E> what {@code encode} takes: the codec's own representation of a value (a generated
 *     message, a record, ...)
 * @param <D> what {@code decode} returns
 */
public interface Binding<T, E, D> {

  /** The canonical value in the form {@link #encode} takes. Not timed. */
  E fromModel(T value);

  /** Serializes {@code value}. Timed. */
  byte[] encode(E value) throws Exception;

  /**
   * Deserializes {@code bytes}. Timed. Every field must have been read when this returns: a lazy or
   * zero-copy format reads each field here (into its object form), so that it gets no free decode.
   */
  D decode(byte[] bytes) throws Exception;

  /** The canonical value of what {@link #decode} returned, for validation. Not timed. */
  T toModel(D decoded);
}
