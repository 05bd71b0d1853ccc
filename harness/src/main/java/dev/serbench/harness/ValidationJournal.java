package dev.serbench.harness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serbench.api.Codec;
import dev.serbench.api.Dataset;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code validation.jsonl}: every pair a run has validated, one per line as {@code metadata.json}'s "pairs"
 * hold them, appended and forced to disk as soon as it is validated. Validating the group-large datasets
 * takes hours on 2 cores; a run stopped during its validation continues it with {@code run --resume}
 * instead of starting it over. The file is deleted once metadata.json holds every pair.
 */
final class ValidationJournal {

  static final String FILE = "validation.jsonl";

  private static final ObjectMapper JSON = new ObjectMapper();

  private final Path file;

  private ValidationJournal(Path file) {
    this.file = file;
  }

  /** The journal of {@code dir}, ready for this sitting's lines (a line a crash cut short is dropped). */
  static ValidationJournal open(Path dir) throws IOException {
    ValidationJournal journal = new ValidationJournal(dir.resolve(FILE));
    JsonLines.dropTornLine(journal.file);
    return journal;
  }

  void record(PairCheck check) {
    try {
      Map<String, Object> line = new java.util.LinkedHashMap<>(Metadata.pair(check, false));
      line.put("forkProperties", Metadata.forkProperties(check.dataset().id()));
      JsonLines.append(file, JSON.valueToTree(line));
    } catch (IOException e) {
      throw new UncheckedIOException(new IOException("cannot append to " + file + ": " + OutputLocation.reason(e), e));
    }
  }

  void delete() throws IOException {
    Files.deleteIfExists(file);
  }

  /**
   * The pairs of the selection that earlier sittings validated, keyed "codec|dataset" (none when there is no
   * journal); lines of pairs outside the selection are ignored.
   */
  static Map<String, PairCheck> read(Path dir, List<Codec> codecs, List<Dataset<?>> datasets) throws IOException {
    Map<String, PairCheck> done = new HashMap<>();
    for (JsonNode line : RunJournal.read(dir.resolve(FILE))) {
      String codecId = line.path("codec").asText();
      String datasetId = line.path("dataset").asText();
      Codec codec = codecs.stream().filter(c -> c.id().equals(codecId)).findFirst().orElse(null);
      Dataset<?> dataset = datasets.stream().filter(d -> d.id().equals(datasetId)).findFirst().orElse(null);
      if (codec != null && dataset != null) {
        try {
          done.put(codecId + "|" + datasetId, Metadata.check(line, codec, dataset));
          Metadata.restoreForkProperties(line.path("forkProperties"));
        } catch (IllegalArgumentException e) {
          throw new IOException(dir.resolve(FILE) + ": " + codecId + " x " + datasetId + ": unknown status '"
              + line.path("status").asText() + "'", e);
        }
      }
    }
    return done;
  }
}
