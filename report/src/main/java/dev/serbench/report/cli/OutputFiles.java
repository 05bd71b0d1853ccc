package dev.serbench.report.cli;

import dev.serbench.report.ReportException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Files to write, collected in memory while everything is computed and written only at the end, each
 * through a temporary file in the same directory moved into place atomically: an error found while
 * computing leaves every file untouched, and no reader ever sees a half-written file.
 */
final class OutputFiles {

  private final Map<Path, String> files = new LinkedHashMap<>();

  void add(Path file, String content) {
    files.put(file, content);
  }

  Map<Path, String> files() {
    return files;
  }

  void writeAll() throws ReportException {
    for (Map.Entry<Path, String> e : files.entrySet()) {
      write(e.getKey(), e.getValue());
    }
  }

  static void write(Path file, String content) throws ReportException {
    Path target = file.toAbsolutePath().normalize();
    Path dir = target.getParent();
    Path temp = null;
    try {
      Files.createDirectories(dir);
      temp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
      Files.writeString(temp, content, StandardCharsets.UTF_8);
      try {
        Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
      }
    } catch (IOException e) {
      try {
        if (temp != null) {
          Files.deleteIfExists(temp);
        }
      } catch (IOException ignored) {
        // the original error is the one worth reporting
      }
      throw new ReportException(file + ": cannot write: " + e, e);
    }
  }
}
