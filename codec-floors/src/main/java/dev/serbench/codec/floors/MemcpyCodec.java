package dev.serbench.codec.floors;

import dev.serbench.api.ApiKind;
import dev.serbench.api.Binding;
import dev.serbench.api.Codec;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.api.DeclinedException;
import dev.serbench.api.Encoding;
import dev.serbench.api.Operation;
import dev.serbench.model.Event;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code memcpy}: the memory-bandwidth floor. Encode and decode are each one {@code System.arraycopy} of
 * as many bytes as the smallest encoding of the value that any library codec writes (for events, the
 * UTF-8 bytes of the message), into a preallocated array.
 */
public final class MemcpyCodec implements Codec {

  private static final CodecProperties PROPERTIES = CodecProperties.builder("memcpy", "dev.serbench:codec-floors")
      .format("memcpy")
      .timestamps("none (writes nothing)")
      .encoding(Encoding.BINARY)
      .schemaRequired(false)
      .api(ApiKind.HAND_WRITTEN)
      .reusedOutput()
      .floor()
      .operations(Operation.ENCODE, Operation.DECODE)
      .notes("Encode and decode are each one System.arraycopy into a preallocated array of n bytes, where n is"
          + " the smallest encoded size of the value among the library codecs (for events, the message's"
          + " UTF-8 length); the sizes are measured when the codec is bound, never timed.")
      .build();

  @Override
  public CodecProperties properties() {
    return PROPERTIES;
  }

  @Override
  public <T> Binding<T, ?, ?> bind(Dataset<T> dataset) throws DeclinedException {
    List<T> values = dataset.values();
    return new MemcpyBinding<>(values, dataset.model() == Event.class ? eventMessages(values) : smallestEncodings(dataset));
  }

  private static List<byte[]> eventMessages(List<?> values) {
    List<byte[]> messages = new ArrayList<>(values.size());
    for (Object value : values) {
      messages.add(((Event) value).message().getBytes(StandardCharsets.UTF_8));
    }
    return messages;
  }

  /** For each value, the shortest encoding that a library codec (no floor) writes. */
  static <T> List<byte[]> smallestEncodings(Dataset<T> dataset) throws DeclinedException {
    List<T> values = dataset.values();
    byte[][] smallest = new byte[values.size()][];
    for (Codec codec : CodecRegistry.load().all()) {
      if (codec.properties().floor()) {
        continue;
      }
      List<byte[]> encoded = encodeAll(codec, dataset);
      for (int i = 0; i < encoded.size(); i++) {
        if (smallest[i] == null || encoded.get(i).length < smallest[i].length) {
          smallest[i] = encoded.get(i);
        }
      }
    }
    if (smallest[0] == null) {
      throw new DeclinedException("no library codec encodes " + dataset.id() + " to take its size from");
    }
    return List.of(smallest);
  }

  /** Every value encoded by {@code codec}, or nothing if it declines the dataset or fails on a value. */
  private static <T> List<byte[]> encodeAll(Codec codec, Dataset<T> dataset) {
    try {
      return encodeAll(codec.bind(dataset), dataset.values());
    } catch (DeclinedException e) {
      return List.of();
    } catch (Exception | LinkageError e) {
      return List.of(); // a codec that fails here is reported by its own validation, not by memcpy
    }
  }

  private static <T, E> List<byte[]> encodeAll(Binding<T, E, ?> binding, List<T> values) throws Exception {
    List<byte[]> encoded = new ArrayList<>(values.size());
    for (T value : values) {
      encoded.add(binding.encode(binding.fromModel(value)));
    }
    return encoded;
  }
}
