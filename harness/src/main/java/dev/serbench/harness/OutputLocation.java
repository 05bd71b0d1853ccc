package dev.serbench.harness;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.stream.Stream;

/**
 * Checks an output location before any work starts: never writes over finished results (an existing
 * non-empty directory or file is refused unless {@code --force} moves it aside first), and proves that
 * the location is writable by creating and deleting a file in it.
 */
public final class OutputLocation {

  private static final DateTimeFormatter STAMP = DateTimeFormatter.ofPattern("yyyyMMdd'T'HHmmss'Z'")
      .withZone(ZoneOffset.UTC);

  private OutputLocation() {}

  /** Rejects an empty path (which would mean the current directory) as bad usage. */
  public static Path require(Path dir, String option) {
    if (dir == null || dir.toString().isBlank()) {
      throw new IllegalArgumentException(option + ": empty path (give a directory)");
    }
    return dir;
  }

  /**
   * Makes {@code dir} a new, empty, writable directory. An existing non-empty one is refused, or with
   * {@code force} renamed to {@code <dir>.replaced-<UTC time>} (said on {@code console}).
   */
  static void freshDirectory(Path dir, boolean force, String resumeHint, PrintWriter console) {
    require(dir, "--out");
    if (Files.exists(dir) && !Files.isDirectory(dir)) {
      throw new OutputException("cannot write results to " + dir + ": it is a file, not a directory");
    }
    if (Files.isDirectory(dir) && !isEmpty(dir)) {
      if (!force) {
        throw new RefusedException(Main.USAGE, dir + " already holds results (" + entries(dir) + " entries); "
            + resumeHint + "--force moves it aside first, or choose another --out");
      }
      moveAside(dir, console);
    }
    writableDirectory(dir);
  }

  /**
   * Makes sure {@code dir/name} can be written and is not there yet (with {@code force}, an existing one
   * is renamed aside first), for commands that add one file to a results directory.
   */
  public static void freshFile(Path dir, String name, boolean force, PrintWriter console) {
    require(dir, "--out");
    if (Files.exists(dir) && !Files.isDirectory(dir)) {
      throw new OutputException("cannot write " + name + " to " + dir + ": it is a file, not a directory");
    }
    Path file = dir.resolve(name);
    if (Files.exists(file, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
      if (!force) {
        throw new RefusedException(Main.USAGE, file + " already exists; --force moves it aside first, "
            + "or choose another --out");
      }
      moveAside(file, console);
    }
    writableDirectory(dir);
  }

  /** Creates {@code dir} if needed and writes and deletes a probe file in it. */
  static void writableDirectory(Path dir) {
    try {
      Files.createDirectories(dir);
      Path probe = Files.createTempFile(dir, ".serbench-write-check", ".tmp");
      Files.delete(probe);
    } catch (IOException | SecurityException e) {
      throw new OutputException("cannot write to " + dir + ": " + reason(e), e);
    }
  }

  private static void moveAside(Path path, PrintWriter console) {
    Path aside = path.resolveSibling(path.getFileName() + ".replaced-" + STAMP.format(Instant.now()));
    try {
      Files.move(path, aside);
    } catch (IOException e) {
      throw new OutputException("cannot move " + path + " aside to " + aside + ": " + reason(e), e);
    }
    console.println("Moved the old " + path + " aside to " + aside);
  }

  private static boolean isEmpty(Path dir) {
    return entries(dir) == 0;
  }

  private static long entries(Path dir) {
    try (Stream<Path> list = Files.list(dir)) {
      return list.count();
    } catch (IOException e) {
      throw new OutputException("cannot read " + dir + ": " + reason(e), e);
    }
  }

  /** An exception's reason in a few words: the JDK's file exceptions carry only the path as message. */
  static String reason(Exception e) {
    String type = e.getClass().getSimpleName();
    return switch (type) {
      case "AccessDeniedException" -> "permission denied";
      case "NoSuchFileException" -> "no such file or directory";
      case "FileSystemException" -> e.getMessage();
      case "NotDirectoryException" -> "a path element is not a directory";
      case "FileAlreadyExistsException" -> "already exists";
      default -> e.getMessage() == null ? type : e.getMessage();
    };
  }
}
