package dev.serbench.harness;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.List;

/**
 * The results of a run as they finish: {@code jmh.jsonl}, one JMH JSON result object per line, each
 * appended and forced to disk as soon as JMH reports its benchmark. A crash at any instant leaves a
 * readable file: every complete line is a finished benchmark, and a last line without its newline
 * (a write cut short) is ignored by {@link #read}. The report reads this file for a run that has not
 * finished; a finished run's results are also in {@code jmh.json}, written from it.
 */
final class RunJournal {

  static final String FILE = "jmh.jsonl";

  static final ObjectMapper JSON = new ObjectMapper();

  private RunJournal() {}

  /** The key of a JMH result: "method|codec|dataset". */
  static String key(JsonNode entry) {
    String benchmark = entry.get("benchmark").asText();
    JsonNode params = entry.get("params");
    return benchmark.substring(benchmark.lastIndexOf('.') + 1) + "|" + params.get("codec").asText() + "|"
        + params.get("dataset").asText();
  }

  /** The entries of a JMH result file (a JSON array). */
  static List<JsonNode> readResultFile(Path jmhResultFile) throws IOException {
    List<JsonNode> entries = new ArrayList<>();
    JSON.readTree(jmhResultFile.toFile()).forEach(entries::add);
    return entries;
  }

  static void append(Path journal, List<JsonNode> entries) throws IOException {
    if (entries.isEmpty()) {
      return;
    }
    StringBuilder lines = new StringBuilder();
    for (JsonNode entry : entries) {
      lines.append(JSON.writeValueAsString(entry)).append('\n');
    }
    try (FileChannel channel = FileChannel.open(journal, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
        StandardOpenOption.APPEND)) {
      ByteBuffer bytes = ByteBuffer.wrap(lines.toString().getBytes(StandardCharsets.UTF_8));
      while (bytes.hasRemaining()) {
        channel.write(bytes);
      }
      channel.force(false);
    }
  }

  /** The complete lines of a journal (none if it does not exist); a torn last line is skipped. */
  static List<JsonNode> read(Path journal) throws IOException {
    if (!Files.exists(journal)) {
      return List.of();
    }
    return lines(journal, Files.readString(journal, StandardCharsets.UTF_8));
  }

  /**
   * The complete lines of journal text (all of a journal, or what follows a known offset), each a JSON
   * object; a torn last line is skipped.
   */
  static List<JsonNode> lines(Path journal, String text) throws IOException {
    List<JsonNode> entries = new ArrayList<>();
    int start = 0;
    int line = 1;
    for (int end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      String json = text.substring(start, end);
      if (!json.isBlank()) {
        try {
          entries.add(JSON.readTree(json));
        } catch (IOException e) {
          throw new IOException(journal + ":" + line + ": not a JMH result: " + (e instanceof com.fasterxml.jackson.core.JsonProcessingException j ? j.getOriginalMessage() : e.getMessage()), e);
        }
      }
      start = end + 1;
      line++;
    }
    return entries;
  }
}
