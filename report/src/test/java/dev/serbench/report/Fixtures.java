package dev.serbench.report;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.serbench.report.cli.ReportCommand;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import java.util.stream.Stream;

/** Test helpers: copies of the fixture run, the Go files, running the CLI in-process, reading tables. */
public final class Fixtures {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private Fixtures() {}

  public static Path resource(String name) {
    try {
      return Paths.get(Fixtures.class.getResource("/" + name).toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException(e);
    }
  }

  public static Path go(String file) {
    return resource("go/" + file);
  }

  /** A writable copy of fixture-run (a run in the format before floors, variants, allocs and robustness). */
  public static Path copyRun(Path parent, String name) throws IOException {
    return copyRun(parent, name, "fixture-run");
  }

  /**
   * A writable copy of fixture-run-variants: floors, an encode-only and a decode-only variant, a codec
   * with conversions, unsafe pairs, allocs.json and robustness.json.
   */
  public static Path copyVariantsRun(Path parent, String name) throws IOException {
    return copyRun(parent, name, "fixture-run-variants");
  }

  private static Path copyRun(Path parent, String name, String fixture) throws IOException {
    Path source = resource(fixture);
    Path target = parent.resolve(name);
    Files.createDirectories(target);
    try (Stream<Path> files = Files.list(source)) {
      for (Path f : files.sorted().toList()) {
        Files.copy(f, target.resolve(f.getFileName()));
      }
    }
    return target;
  }

  /** Rewrites a JSON file of the run with {@code edit}. */
  public static void editJson(Path run, String file, Consumer<JsonNode> edit) throws IOException {
    JsonNode root = MAPPER.readTree(run.resolve(file).toFile());
    edit.accept(root);
    MAPPER.writerWithDefaultPrettyPrinter().writeValue(run.resolve(file).toFile(), root);
  }

  /**
   * Gives the run's metadata.json a {@code machineSpeed} with these probes, each an ISO time followed by its
   * ns per unit ({@code "2026-12-07T02:20:00Z", 130_000.0, ...}).
   */
  public static void machineSpeed(Path run, Object... timesAndNanos) throws IOException {
    editJson(run, "metadata.json", root -> {
      com.fasterxml.jackson.databind.node.ArrayNode samples = ((ObjectNode) root).putObject("machineSpeed")
          .putArray("samples");
      for (int i = 0; i < timesAndNanos.length; i += 2) {
        samples.addArray().add((String) timesAndNanos[i]).add(((Number) timesAndNanos[i + 1]).doubleValue());
      }
    });
  }

  /** Rewrites every jmh.json entry of the run with {@code edit}. */
  public static void editJmh(Path run, Consumer<ObjectNode> edit) throws IOException {
    JsonNode root = MAPPER.readTree(run.resolve("jmh.json").toFile());
    root.forEach(e -> edit.accept((ObjectNode) e));
    MAPPER.writerWithDefaultPrettyPrinter().writeValue(run.resolve("jmh.json").toFile(), root);
  }

  /** What one CLI invocation did. */
  public record Result(int code, String out, String err) {}

  public static Result cli(Object... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    String[] strings = Arrays.stream(args).map(String::valueOf).toArray(String[]::new);
    int code = ReportCommand.execute(strings, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Result(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8));
  }

  /** The cells of the first table row, after the line containing {@code after}, whose first cell is {@code first}. */
  public static List<String> row(String markdown, String after, String first) {
    int from = markdown.indexOf(after);
    if (from < 0) {
      throw new AssertionError("no '" + after + "' in:\n" + markdown);
    }
    for (String line : markdown.substring(from).split("\n")) {
      if (line.startsWith("| ")) {
        List<String> cells = cells(line);
        if (cells.get(0).equals(first)) {
          return cells;
        }
      }
    }
    throw new AssertionError("no row '" + first + "' after '" + after + "'");
  }

  /** The first cells of the table rows of the first table after {@code after}. */
  public static List<String> firstColumn(String markdown, String after) {
    int from = markdown.indexOf(after);
    List<String> out = new java.util.ArrayList<>();
    boolean inTable = false;
    for (String line : markdown.substring(from).split("\n")) {
      if (line.startsWith("|")) {
        inTable = true;
        if (!line.startsWith("|-") && !line.startsWith("|--")) {
          out.add(cells(line).get(0));
        }
      } else if (inTable) {
        break;
      }
    }
    return out.subList(1, out.size());
  }

  /** The header cells of the first table after {@code after}. */
  public static List<String> header(String markdown, String after) {
    int from = markdown.indexOf(after);
    if (from < 0) {
      throw new AssertionError("no '" + after + "' in:\n" + markdown);
    }
    for (String line : markdown.substring(from).split("\n")) {
      if (line.startsWith("| ")) {
        return cells(line);
      }
    }
    throw new AssertionError("no table after '" + after + "'");
  }

  private static List<String> cells(String line) {
    String inner = line.substring(1, line.length() - 1);
    return Arrays.stream(inner.split("(?<!\\\\)\\|")).map(String::strip).toList();
  }

  public static String read(Path file) {
    try {
      return Files.readString(file, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** Every file under {@code dir}, as relative paths. */
  public static List<String> files(Path dir) throws IOException {
    try (Stream<Path> s = Files.walk(dir)) {
      return s.filter(Files::isRegularFile).map(p -> dir.relativize(p).toString().replace('\\', '/')).sorted().toList();
    }
  }
}
