package dev.serbench.harness;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/** Writes files so that a reader sees the old content or the new, never a part. */
public final class AtomicFiles {

  private AtomicFiles() {}

  public static void write(Path file, byte[] content) throws IOException {
    Path dir = file.toAbsolutePath().getParent();
    Path temp = Files.createTempFile(dir, "." + file.getFileName(), ".tmp");
    try {
      Files.write(temp, content);
      keepMode(file, temp);
      try (var channel = java.nio.channels.FileChannel.open(temp, java.nio.file.StandardOpenOption.WRITE)) {
        channel.force(true);
      }
      Files.move(temp, file, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
    } finally {
      Files.deleteIfExists(temp);
    }
  }

  /** A new file gets the usual rw-r--r-- (a temporary file is created rw-------); a replaced one keeps its mode. */
  private static void keepMode(Path file, Path temp) throws IOException {
    if (!Files.getFileStore(temp).supportsFileAttributeView("posix")) {
      return;
    }
    var mode = Files.exists(file) ? Files.getPosixFilePermissions(file)
        : java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--");
    Files.setPosixFilePermissions(temp, mode);
  }
}
