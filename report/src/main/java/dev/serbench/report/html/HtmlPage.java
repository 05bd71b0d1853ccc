package dev.serbench.report.html;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.serbench.report.ReportException;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The static results page: {@code index.html}, {@code style.css} and {@code app.js} (plain JavaScript
 * and SVG, kept in this module's resources: no third-party code, no network, so it opens from
 * {@code file://}), {@code data.js} (the runs as one JSON object assigned to {@code window.SERBENCH_DATA},
 * since a page opened from a file may not fetch() a JSON file next to it) and a marker file that lets
 * a later run replace the page, and only such a page.
 */
public final class HtmlPage {

  /** Written into every page directory; a non-empty directory without it is never overwritten. */
  public static final String MARKER = ".serbench-html";
  public static final String INDEX = "index.html";
  public static final String DATA = "data.js";
  static final List<String> ASSETS = List.of(INDEX, "style.css", "app.js");

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private HtmlPage() {}

  /** Every file of the page, by name, in the order to write them (index.html last). */
  public static Map<String, String> files(ObjectNode data, String title) {
    Map<String, String> files = new LinkedHashMap<>();
    files.put(MARKER, "This directory is a results page written by 'java -jar report/target/report.jar html'.\n"
        + "That command replaces it when asked to write here again; delete the directory to remove the page.\n");
    try {
      files.put(DATA, "window.SERBENCH_DATA = " + MAPPER.writeValueAsString(data) + ";\n");
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("page data cannot be written as JSON", e);
    }
    for (String asset : ASSETS) {
      if (!asset.equals(INDEX)) {
        files.put(asset, resource(asset));
      }
    }
    files.put(INDEX, resource(INDEX).replace("{{title}}", escape(title)));
    return files;
  }

  /**
   * Refuses a target that is not a directory, or a non-empty directory this command did not write
   * (no {@link #MARKER}): nothing else in it may be overwritten.
   */
  public static void checkTarget(Path out) throws ReportException {
    if (!Files.exists(out)) {
      return;
    }
    if (!Files.isDirectory(out)) {
      throw new ReportException(out + ": not a directory (the page is written into a directory)");
    }
    if (Files.isRegularFile(out.resolve(MARKER))) {
      return;
    }
    try (Stream<Path> entries = Files.list(out)) {
      if (entries.findAny().isPresent()) {
        throw new ReportException(out + ": directory is not empty and holds no page written by this command (no "
            + MARKER + "): refusing to overwrite it; choose another --out or an empty directory");
      }
    } catch (IOException e) {
      throw new ReportException(out + ": cannot list: " + e, e);
    }
  }

  static String escape(String text) {
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
  }

  private static String resource(String name) {
    try (InputStream in = HtmlPage.class.getResourceAsStream(name)) {
      if (in == null) {
        throw new IllegalStateException(name + " is missing from the report's resources");
      }
      return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
