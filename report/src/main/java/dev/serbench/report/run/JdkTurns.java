package dev.serbench.report.run;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.List;

/**
 * A run of several JDKs ({@code run --jvm A --jvm B}): a directory that is no results directory itself and
 * holds one per JDK, {@code jdk-17}, {@code jdk-25}, measured in turns pair by pair (and, with {@code --go},
 * the Go run beside them in {@code go/}).
 */
public final class JdkTurns {

  private JdkTurns() {}

  /** The JDKs' results directories of {@code dir}, by Java version; empty when {@code dir} is not such a run. */
  public static List<Path> parts(Path dir) {
    if (!Files.isDirectory(dir) || Files.exists(dir.resolve("metadata.json")) || Files.exists(dir.resolve("run-state.json"))) {
      return List.of();
    }
    try (var children = Files.list(dir)) {
      return children.filter(c -> c.getFileName().toString().matches("jdk-\\d+"))
          .filter(c -> Files.isRegularFile(c.resolve("metadata.json")))
          .sorted(Comparator.comparingInt(c -> Integer.parseInt(c.getFileName().toString().substring(4))))
          .toList();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** {@code dirs} with each run of several JDKs replaced by its JDKs' directories. */
  public static List<Path> expand(List<Path> dirs) {
    List<Path> expanded = new java.util.ArrayList<>();
    for (Path dir : dirs) {
      List<Path> parts = parts(dir);
      expanded.addAll(parts.isEmpty() ? List.of(dir) : parts);
    }
    return expanded;
  }
}
