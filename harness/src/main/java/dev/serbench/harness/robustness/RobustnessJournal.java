package dev.serbench.harness.robustness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The robustness pass as it goes: {@code robustness.jsonl} in the results directory, one JSON object per
 * line, each appended and forced to disk as soon as it is known. A sitting line opens every sitting (the
 * first one with the command's arguments, so that {@code robustness --resume DIR} continues with the same
 * selection and settings); a pair line records each finished pair (its counts and examples) or each pair
 * skipped. A pair that could not be run completely is not recorded: a resumed pass runs it again. A crash
 * at any instant leaves a readable file (a last line cut short is ignored). When the pass finishes,
 * robustness.json is written from it and the journal is deleted, so its presence means "unfinished".
 */
public final class RobustnessJournal {

  public static final String FILE = "robustness.jsonl";

  private static final ObjectMapper JSON = new ObjectMapper();

  /**
   * What earlier sittings left.
   *
   * @param args the arguments of the command that started the pass (without its output options)
   * @param command the command line that started it
   * @param startedAt when the first sitting started
   * @param seconds the wall time of the earlier sittings, each from its start to its last recorded pair
   * @param pairs the finished pairs, keyed "codec|dataset"
   * @param skips the skipped pairs, keyed "codec|dataset"
   */
  public record State(List<String> args, String command, Instant startedAt, double seconds,
      Map<String, PairResult> pairs, Map<String, RobustnessRunner.Skip> skips) {

    static State empty() {
      return new State(List.of(), "", null, 0, Map.of(), Map.of());
    }

    public int done() {
      return pairs.size() + skips.size();
    }
  }

  private final Path file;

  private RobustnessJournal(Path file) {
    this.file = file;
  }

  static String key(String codec, String dataset) {
    return codec + "|" + dataset;
  }

  /** Whether {@code dir} holds an unfinished pass. */
  public static boolean exists(Path dir) {
    return Files.exists(dir.resolve(FILE));
  }

  /**
   * Opens the journal of {@code dir} for a sitting: appends its sitting line (with {@code args} and
   * {@code command} when it is the first).
   */
  static RobustnessJournal open(Path dir, List<String> args, String command, Instant startedAt) throws IOException {
    Files.createDirectories(dir);
    RobustnessJournal journal = new RobustnessJournal(dir.resolve(FILE));
    journal.dropTornLine();
    ObjectNode line = JSON.createObjectNode().put("type", "sitting").put("startedAt", startedAt.toString());
    if (!Files.exists(journal.file)) {
      line.put("command", command);
      ArrayNode a = line.putArray("args");
      args.forEach(a::add);
    }
    journal.append(line);
    return journal;
  }

  private void dropTornLine() throws IOException {
    dev.serbench.harness.JsonLines.dropTornLine(file);
  }

  /** Records a finished pair. */
  synchronized void pair(PairResult r) {
    ObjectNode line = JSON.createObjectNode().put("type", "pair").put("codec", r.codec()).put("dataset", r.dataset())
        .put("inputs", r.inputs()).put("at", Instant.now().toString());
    ObjectNode counts = line.putObject("counts");
    r.counts().forEach((outcome, n) -> counts.put(outcome.label(), n));
    ObjectNode examples = line.putObject("examples");
    r.examples().forEach((outcome, example) -> examples.put(outcome.label(), example));
    if (r.notRun() > 0) {
      line.put("notRun", r.notRun()).put("notRunReason", r.notRunReason());
    }
    append(line);
  }

  /** Records a pair that is skipped (its reason starts with the dataset). */
  synchronized void skip(RobustnessRunner.Skip skip) {
    append(JSON.createObjectNode().put("type", "skip").put("codec", skip.codec()).put("dataset", skip.dataset())
        .put("reason", skip.reason()).put("at", Instant.now().toString()));
  }

  /** Deletes the journal once robustness.json holds everything. */
  void finish() throws IOException {
    Files.deleteIfExists(file);
  }

  private void append(JsonNode line) {
    try {
      dev.serbench.harness.JsonLines.append(file, line);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot append to " + file + ": " + e.getMessage(), e);
    }
  }

  /**
   * Reads the journal of {@code dir}.
   *
   * @throws IOException when a complete line is not a journal line (named with its line number)
   */
  public static State read(Path dir) throws IOException {
    Path file = dir.resolve(FILE);
    String text = Files.readString(file, StandardCharsets.UTF_8);
    List<String> args = null;
    String command = "";
    Instant startedAt = null;
    Instant sittingStart = null;
    Instant last = null;
    double seconds = 0;
    Map<String, PairResult> pairs = new LinkedHashMap<>();
    Map<String, RobustnessRunner.Skip> skips = new LinkedHashMap<>();
    int start = 0;
    int number = 1;
    for (int end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      String json = text.substring(start, end);
      start = end + 1;
      int n = number++;
      if (json.isBlank()) {
        continue;
      }
      try {
        JsonNode line = JSON.readTree(json);
        String type = text(line, "type");
        switch (type) {
          case "sitting" -> {
            seconds += span(sittingStart, last);
            sittingStart = Instant.parse(text(line, "startedAt"));
            last = null;
            if (args == null) {
              args = new ArrayList<>();
              for (JsonNode a : required(line, "args")) {
                args.add(a.asText());
              }
              command = text(line, "command");
              startedAt = sittingStart;
            }
          }
          case "pair" -> {
            PairResult r = new PairResult(text(line, "codec"), text(line, "dataset"));
            required(line, "counts").fields().forEachRemaining(e -> r.restore(Outcome.ofLabel(e.getKey()),
                e.getValue().asInt(), line.path("examples").path(e.getKey()).asText(null)));
            if (r.inputs() != line.path("inputs").asInt(-1)) {
              throw new IOException("its counts add up to " + r.inputs() + ", not its inputs "
                  + line.path("inputs").asText());
            }
            if (line.has("notRun")) {
              r.notRun(line.get("notRun").asInt(), text(line, "notRunReason"));
            }
            pairs.put(key(r.codec(), r.dataset()), r);
            last = Instant.parse(text(line, "at"));
          }
          case "skip" -> {
            var skip = new RobustnessRunner.Skip(text(line, "codec"), text(line, "dataset"), text(line, "reason"));
            skips.put(key(skip.codec(), skip.dataset()), skip);
            last = Instant.parse(text(line, "at"));
          }
          default -> throw new IOException("unknown line type '" + type + "'");
        }
        if (args == null) {
          throw new IOException("the journal does not open with a sitting line");
        }
      } catch (IOException | RuntimeException e) {
        String why = e instanceof com.fasterxml.jackson.core.JsonProcessingException j ? j.getOriginalMessage()
            : e.getMessage();
        throw new IOException(file + ":" + n + ": not a robustness journal line: " + why, e);
      }
    }
    if (args == null) {
      throw new IOException(file + ": empty: the pass it belongs to recorded nothing");
    }
    seconds += span(sittingStart, last);
    return new State(List.copyOf(args), command, startedAt, seconds, pairs, skips);
  }

  private static double span(Instant from, Instant to) {
    return from == null || to == null ? 0 : Math.max(0, Duration.between(from, to).toMillis() / 1000.0);
  }

  private static String text(JsonNode line, String field) throws IOException {
    JsonNode v = line.get(field);
    if (v == null || !v.isTextual()) {
      throw new IOException("no text field '" + field + "'");
    }
    return v.asText();
  }

  private static JsonNode required(JsonNode line, String field) throws IOException {
    JsonNode v = line.get(field);
    if (v == null || v.isNull()) {
      throw new IOException("no field '" + field + "'");
    }
    return v;
  }
}
