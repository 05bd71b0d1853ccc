package dev.serbench.api;

/**
 * One serialization library used one way (a variant such as packed encoding is another codec).
 *
 * <p>Implementations are registered in {@code META-INF/services/dev.serbench.api.Codec} and must have a
 * public no-argument constructor. A codec is stateless and cheap to construct (every JMH fork loads
 * every codec but uses one): mappers, registries and per-thread state (reused buffers, writers) are
 * made by and live in the {@link Binding}s it creates.
 */
public interface Codec {

  /** What this codec is and how it works; {@link CodecProperties#id()} is its stable id. */
  CodecProperties properties();

  /** The codec's id, such as {@code protobuf} or {@code json-dsl}. */
  default String id() {
    return properties().id();
  }

  /**
   * A new binding of this codec to the model of {@code dataset}, used by one thread at a time.
   *
   * @throws DeclinedException when the codec does not support this dataset, with the reason
   */
  <T> Binding<T, ?, ?> bind(Dataset<T> dataset) throws DeclinedException;
}
