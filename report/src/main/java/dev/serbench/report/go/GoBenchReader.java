package dev.serbench.report.go;

import dev.serbench.report.ReportException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Reads a Go benchmark file in either format: {@code go test -bench -benchmem} output, or the
 * stats.sh table of alecthomas/go_serialization_benchmarks' README (recognized by its header row).
 */
public final class GoBenchReader {

  private GoBenchReader() {}

  public static GoBenchFile read(Path file) throws ReportException {
    List<String> lines;
    try {
      lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new ReportException(file + ": cannot read Go benchmark file: " + e.getMessage(), e);
    }
    return parse(file.toString(), file.getFileName().toString(), lines);
  }

  /** Parses {@code lines}; {@code path} is used in errors, {@code name} in tables. */
  public static GoBenchFile parse(String path, String name, List<String> lines) throws ReportException {
    GoBenchFile parsed = GoStatsTableParser.recognizes(lines)
        ? GoStatsTableParser.parse(path, name, lines)
        : GoTestOutputParser.parse(path, name, lines);
    if (parsed.benchmarks().isEmpty()) {
      throw new ReportException(path + ": no benchmark lines (expected go test -bench output such as "
          + "'BenchmarkEncodeJSON/4KiB-12  230463  4525 ns/op  4891 B/op  2 allocs/op')");
    }
    return parsed;
  }
}
