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
          + " UTF-8 length); the sizes are measured once, when the run validates memcpy, never timed, and a"
          + " timing JVM binds memcpy without running any other codec.")
      .build();

  @Override
  public CodecProperties properties() {
    return PROPERTIES;
  }

  /**
   * The system property under which a bound dataset's sizes are kept ("n0,n1,..." bytes per value).
   * The harness forwards every {@code serbench.fork.*} property to the JVMs that time a codec, so the
   * sizes are measured once, when the run validates memcpy (encoding every value with every library
   * codec, untimed), and a timing JVM binds memcpy without loading or running any other codec: their
   * class loading and JIT work would otherwise be part of its measurement.
   */
  static String sizesProperty(String datasetId) {
    return "serbench.fork.memcpy.sizes." + datasetId;
  }

  @Override
  public <T> Binding<T, ?, ?> bind(Dataset<T> dataset) throws DeclinedException {
    List<T> values = dataset.values();
    if (dataset.model() == Event.class) {
      return new MemcpyBinding<>(values, eventMessages(values));
    }
    String known = System.getProperty(sizesProperty(dataset.id()));
    List<byte[]> copies = known != null ? arraysOf(known, values.size(), dataset.id()) : smallestEncodings(dataset);
    if (known == null) {
      System.setProperty(sizesProperty(dataset.id()), copies.stream().map(b -> Integer.toString(b.length))
          .collect(java.util.stream.Collectors.joining(",")));
    }
    return new MemcpyBinding<>(values, copies);
  }

  /** Arrays of the recorded lengths; their bytes do not matter to a copy, so they are a fixed pattern. */
  private static List<byte[]> arraysOf(String lengths, int values, String datasetId) throws DeclinedException {
    String[] parts = lengths.split(",");
    if (parts.length != values) {
      throw new DeclinedException("the recorded memcpy sizes of " + datasetId + " are for " + parts.length
          + " values, the dataset has " + values);
    }
    List<byte[]> arrays = new ArrayList<>(parts.length);
    for (String part : parts) {
      byte[] bytes = new byte[Integer.parseInt(part.trim())];
      for (int i = 0; i < bytes.length; i++) {
        bytes[i] = (byte) (i * 31 + 7);
      }
      arrays.add(bytes);
    }
    return arrays;
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
