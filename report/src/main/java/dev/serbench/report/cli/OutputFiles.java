package dev.serbench.report.cli;

import dev.serbench.report.ReportException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.PosixFilePermission;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Files to write, collected in memory while everything is computed and written only at the end, all
 * or nothing: every file is first written to a temporary file beside its target (so a full disk or a
 * read-only directory is found before anything is replaced), then the temporary files are moved into
 * place, each atomically. A file that is replaced keeps its mode, and a symbolic link keeps pointing
 * where it did: its target is what is replaced.
 */
final class OutputFiles {

  private final Map<Path, String> files = new LinkedHashMap<>();

  void add(Path file, String content) {
    files.put(file, content);
  }

  Map<Path, String> files() {
    return files;
  }

  /** A file ready to move into place. */
  private record Staged(Path target, Path temp) {}

  void writeAll() throws ReportException {
    List<Staged> staged = new ArrayList<>();
    try {
      for (Map.Entry<Path, String> e : files.entrySet()) {
        staged.add(stage(e.getKey(), e.getValue()));
      }
    } catch (ReportException e) {
      staged.forEach(s -> deleteQuietly(s.temp()));
      throw e;
    }
    for (int i = 0; i < staged.size(); i++) {
      Staged s = staged.get(i);
      try {
        try {
          Files.move(s.temp(), s.target(), StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (AtomicMoveNotSupportedException e) {
          Files.move(s.temp(), s.target(), StandardCopyOption.REPLACE_EXISTING);
        }
      } catch (IOException e) {
        staged.subList(i, staged.size()).forEach(t -> deleteQuietly(t.temp()));
        throw new ReportException(s.target() + ": cannot replace (" + i + " of " + staged.size()
            + " files were already replaced): " + e, e);
      }
    }
  }

  static void write(Path file, String content) throws ReportException {
    OutputFiles one = new OutputFiles();
    one.add(file, content);
    one.writeAll();
  }

  private static Staged stage(Path file, String content) throws ReportException {
    Path target = file.toAbsolutePath().normalize();
    Path temp = null;
    try {
      if (Files.isSymbolicLink(target)) {
        target = target.toRealPath();
      }
      Path dir = target.getParent();
      Files.createDirectories(dir);
      temp = Files.createTempFile(dir, "." + target.getFileName(), ".tmp");
      Files.writeString(temp, content, StandardCharsets.UTF_8);
      if (Files.getFileStore(temp).supportsFileAttributeView("posix")) {
        Set<PosixFilePermission> mode = Files.exists(target) ? Files.getPosixFilePermissions(target)
            : PosixFilePermissions.fromString("rw-r--r--");
        Files.setPosixFilePermissions(temp, mode);
      }
      return new Staged(target, temp);
    } catch (IOException e) {
      if (temp != null) {
        deleteQuietly(temp);
      }
      throw new ReportException(file + ": cannot write: " + e + " (nothing was written)", e);
    }
  }

  private static void deleteQuietly(Path temp) {
    try {
      Files.deleteIfExists(temp);
    } catch (IOException ignored) {
      // the original error is the one worth reporting
    }
  }
}
