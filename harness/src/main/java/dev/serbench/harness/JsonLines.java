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

/**
 * Journals of one JSON object per line that a crash at any instant leaves readable: each line is appended
 * whole and forced to disk, and a last line without its newline (a write cut short) is cut off before the
 * next sitting appends, so that it can never run into the next line.
 */
public final class JsonLines {

  private static final ObjectMapper JSON = new ObjectMapper();

  private JsonLines() {}

  /** Appends {@code line} and its newline, forced to disk. */
  public static void append(Path file, JsonNode line) throws IOException {
    try (FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.WRITE,
        StandardOpenOption.APPEND)) {
      ByteBuffer bytes = ByteBuffer.wrap((JSON.writeValueAsString(line) + "\n").getBytes(StandardCharsets.UTF_8));
      while (bytes.hasRemaining()) {
        channel.write(bytes);
      }
      channel.force(false);
    }
  }

  /** Cuts a last line that a crash left without its newline; nothing when the file does not exist. */
  public static void dropTornLine(Path file) throws IOException {
    if (!Files.exists(file)) {
      return;
    }
    byte[] bytes = Files.readAllBytes(file);
    int end = bytes.length;
    while (end > 0 && bytes[end - 1] != '\n') {
      end--;
    }
    if (end < bytes.length) {
      try (FileChannel channel = FileChannel.open(file, StandardOpenOption.WRITE)) {
        channel.truncate(end);
        channel.force(false);
      }
    }
  }
}
