package dev.serbench.harness.go;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serbench.api.Binding;
import dev.serbench.api.Codec;
import dev.serbench.api.Dataset;
import dev.serbench.api.ModelComparator;
import dev.serbench.api.TimePrecision;
import dev.serbench.model.Event;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Proves that the Go programs hold serbench's values: what Go's TestWriteValues wrote for each value it
 * holds of each dataset (value 0; person's 16) is decoded on the JVM and compared field by field with the dataset's value
 * ({@link ModelComparator}: doubles bit for bit, nanoseconds count): the {@code encoding/json} output
 * through {@link GoJsonModel}, the golang protobuf bytes through serbench's own {@code protobuf} codec,
 * and the payload study's hand-written binary by its layout.
 */
final class GoValueCheck {

  /** The outcome for one dataset: how many values and which encodings were compared, the first difference if any. */
  record Outcome(String dataset, int values, List<String> checked, String failure) {
    boolean passed() {
      return failure == null;
    }
  }

  private static final ObjectMapper JSON = new ObjectMapper();

  private GoValueCheck() {}

  /**
   * @param dir where TestWriteValues wrote its files
   * @param protobuf serbench's protobuf codec, or null when it is not on the classpath
   */
  static List<Outcome> check(Path dir, List<Dataset<?>> datasets, Codec protobuf) {
    List<Outcome> outcomes = new ArrayList<>();
    for (Dataset<?> d : datasets) {
      outcomes.add(check(dir, d, protobuf));
    }
    return outcomes;
  }

  private static <T> Outcome check(Path dir, Dataset<T> dataset, Codec protobuf) {
    List<String> checked = new ArrayList<>();
    List<T> values = dataset.values();
    int goValues = 0;
    try {
      Binding<T, ?, ?> binding = null;
      // Go holds value 0 of most datasets, and all 16 of person: compare as many as Go wrote.
      for (int i = 0; i == 0 || written(dir, name(dataset, i)); i++) {
        String base = name(dataset, i);
        if (i >= values.size()) {
          throw new IOException(base + ": Go has more than the " + values.size() + " value(s) serbench has");
        }
        T expected = values.get(i);
        boolean any = false;
        Path json = dir.resolve(base + ".json");
        if (Files.exists(json)) {
          compare(json, expected, GoJsonModel.read(JSON.readTree(json.toFile()), dataset.model()), TimePrecision.NANOS);
          add(checked, "encoding/json");
          any = true;
        } else if (!dataset.large()) {
          throw new IOException(json.getFileName() + ": Go wrote no JSON for value " + i);
        }
        Path pb = dir.resolve(base + ".pb");
        if (Files.exists(pb)) {
          if (protobuf == null) {
            throw new IOException(pb.getFileName() + ": serbench's protobuf codec is not on the classpath");
          }
          if (binding == null) {
            binding = protobuf.bind(dataset);
          }
          compare(pb, expected, decode(binding, Files.readAllBytes(pb)),
              protobuf.properties().timestampPrecision());
          add(checked, "golang protobuf");
          any = true;
        }
        Path bin = dir.resolve(base + ".bin");
        if (Files.exists(bin)) {
          compare(bin, expected, decodeEvent(Files.readAllBytes(bin)), TimePrecision.NANOS);
          add(checked, "hand-written binary");
          any = true;
        }
        if (!any) {
          throw new IOException(base + ": Go wrote nothing for value " + i);
        }
        goValues++;
      }
      return new Outcome(dataset.id(), goValues, checked, null);
    } catch (Exception e) {
      return new Outcome(dataset.id(), goValues, checked, e.getMessage());
    }
  }

  private static boolean written(Path dir, String base) {
    return Files.exists(dir.resolve(base + ".json")) || Files.exists(dir.resolve(base + ".pb"));
  }

  private static String name(Dataset<?> dataset, int index) {
    return index == 0 ? dataset.id() : dataset.id() + "@" + index;
  }

  private static void add(List<String> checked, String what) {
    if (!checked.contains(what)) {
      checked.add(what);
    }
  }

  private static void compare(Path file, Object expected, Object actual, TimePrecision precision) throws IOException {
    Optional<String> difference = new ModelComparator(precision).difference(expected, actual);
    if (difference.isPresent()) {
      throw new IOException(file.getFileName() + ": " + difference.get());
    }
  }

  private static <T, E, D> T decode(Binding<T, E, D> binding, byte[] bytes) throws Exception {
    return binding.toModel(binding.decode(bytes));
  }

  /** The payload study's layout: ID as 8 little-endian bytes, a uvarint length, the message bytes. */
  static Event decodeEvent(byte[] bytes) throws IOException {
    ByteBuffer in = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
    if (bytes.length < 9) {
      throw new IOException("binary event: " + bytes.length + " bytes is too short");
    }
    long id = in.getLong();
    long length = 0;
    for (int shift = 0; ; shift += 7) {
      if (!in.hasRemaining() || shift > 63) {
        throw new IOException("binary event: bad uvarint length");
      }
      byte b = in.get();
      length |= (long) (b & 0x7f) << shift;
      if (b >= 0) {
        break;
      }
    }
    if (length != in.remaining()) {
      throw new IOException("binary event: length " + length + " but " + in.remaining() + " bytes follow");
    }
    return new Event(id, new String(bytes, in.position(), (int) length, StandardCharsets.UTF_8));
  }
}
