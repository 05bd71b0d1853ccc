package dev.serbench.report.html;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serbench.report.Fixtures;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code report html DIR...}: what the page directory holds, where it goes, and what it refuses. */
class HtmlCommandTest {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  @Test
  void writesASelfContainedPageIntoTheRunByDefault(@TempDir Path tmp) throws Exception {
    Path run = Fixtures.copyVariantsRun(tmp, "2026-12-01T000000Z");
    Fixtures.Result r = Fixtures.cli("html", run, "--go", Fixtures.go("gob-vs-json-published.txt"));
    assertEquals(0, r.code(), r.err());
    Path page = run.resolve("html");
    assertEquals(List.of(".serbench-html", "app.js", "data.js", "index.html", "style.css"), Fixtures.files(page));
    assertTrue(r.out().startsWith("wrote " + page.resolve("index.html").toString().replace('\\', '/')), r.out());

    String index = Fixtures.read(page.resolve("index.html"));
    assertTrue(index.contains("<title>serbench results: 2026-12-01T000000Z</title>"), index);
    for (String file : List.of(page.resolve("index.html"), page.resolve("app.js"), page.resolve("style.css"))
        .stream().map(Fixtures::read).toList()) {
      assertFalse(file.matches("(?s).*(https?:)?//[a-z0-9.-]+\\.[a-z]{2,}/.*"), "the page loads nothing from the network");
    }
    JsonNode data = data(page);
    assertEquals(1, data.get("runs").size());
    JsonNode first = data.get("runs").get(0);
    assertEquals("2026-12-01T000000Z", first.get("name").asText());
    assertTrue(first.get("hasAllocs").asBoolean());
    assertTrue(first.get("robustness").get("pairs").size() > 0);
    JsonNode protobuf = row(first, "person", "protobuf");
    assertEquals(100.0, protobuf.get("ops").get("encode").get("s").asDouble());
    assertEquals(2.0, protobuf.get("ops").get("encode").get("e").asDouble());
    assertEquals(3.0, protobuf.get("ops").get("encode").get("k").asDouble());
    assertEquals("floor", codec(first, "raw").get("kind").asText());
    assertEquals("one-operation", codec(first, "protobuf-reuse").get("kind").asText());
    assertTrue(data.get("go").get("benchmarks").size() > 0);
  }

  @Test
  void severalRunsGoIntoOnePageInTheOrderGiven(@TempDir Path tmp) throws Exception {
    Path a = Fixtures.copyVariantsRun(tmp, "a");
    Path b = Fixtures.copyRun(tmp.resolve("other"), "a");
    Path out = tmp.resolve("page");
    Fixtures.Result r = Fixtures.cli("html", a, b, "--out", out);
    assertEquals(0, r.code(), r.err());
    JsonNode runs = data(out).get("runs");
    assertEquals("a", runs.get(0).get("name").asText());
    assertEquals("a #2", runs.get(1).get("name").asText(), "two runs of the same name are told apart");
    assertTrue(data(out).get("go").isNull());
    assertFalse(Files.exists(a.resolve("html")), "--out was given");
  }

  @Test
  void aRunOfSeveralJdksShowsItsJdksSideBySide(@TempDir Path tmp) throws Exception {
    Path turns = Files.createDirectories(tmp.resolve("turns"));
    Fixtures.copyRun(turns, "jdk-25");
    Fixtures.copyVariantsRun(turns, "jdk-17");
    Fixtures.Result r = Fixtures.cli("html", turns);
    assertEquals(0, r.code(), r.err());
    JsonNode runs = data(turns.resolve("html")).get("runs");
    assertEquals(2, runs.size());
    assertEquals("jdk-17", runs.get(0).get("name").asText(), "in the order of the Java versions");
    assertEquals("jdk-25", runs.get(1).get("name").asText());
  }

  @Test
  void replacesItsOwnPageButNoOtherDirectory(@TempDir Path tmp) throws Exception {
    Path run = Fixtures.copyVariantsRun(tmp, "run");
    Path out = tmp.resolve("page");
    assertEquals(0, Fixtures.cli("html", run, "--out", out).code());
    Files.writeString(out.resolve("data.js"), "stale");
    Fixtures.Result again = Fixtures.cli("html", run, "--out", out);
    assertEquals(0, again.code(), again.err());
    assertTrue(Fixtures.read(out.resolve("data.js")).startsWith("window.SERBENCH_DATA = {"));

    Path unrelated = tmp.resolve("docs");
    Files.createDirectories(unrelated);
    Files.writeString(unrelated.resolve("notes.txt"), "mine");
    Fixtures.Result refused = Fixtures.cli("html", run, "--out", unrelated);
    assertEquals(1, refused.code());
    assertEquals("error: " + unrelated + ": directory is not empty and holds no page written by this command (no "
        + ".serbench-html): refusing to overwrite it; choose another --out or an empty directory\n", refused.err());
    assertEquals(List.of("notes.txt"), Fixtures.files(unrelated));

    Path file = tmp.resolve("file.html");
    Files.writeString(file, "x");
    Fixtures.Result notDir = Fixtures.cli("html", run, "--out", file);
    assertEquals(1, notDir.code());
    assertTrue(notDir.err().contains(file + ": not a directory"), notDir.err());
  }

  @Test
  void badInputWritesNothingAndBadUsageIsExitTwo(@TempDir Path tmp) throws Exception {
    Path run = Fixtures.copyVariantsRun(tmp, "run");
    Path out = tmp.resolve("page");
    Fixtures.Result missing = Fixtures.cli("html", run, tmp.resolve("absent"), "--out", out);
    assertEquals(1, missing.code());
    assertEquals("error: " + tmp.resolve("absent") + ": results directory does not exist\n", missing.err());
    assertFalse(Files.exists(out));

    Fixtures.Result noDir = Fixtures.cli("html");
    assertEquals(2, noDir.code());
    assertTrue(noDir.err().contains("DIR"), noDir.err());
    assertEquals(2, Fixtures.cli("html", run, "--colour").code());
  }

  private static JsonNode data(Path page) throws Exception {
    String js = Fixtures.read(page.resolve("data.js"));
    String prefix = "window.SERBENCH_DATA = ";
    assertTrue(js.startsWith(prefix) && js.endsWith(";\n"), js.substring(0, Math.min(80, js.length())));
    return MAPPER.readTree(js.substring(prefix.length(), js.length() - 2));
  }

  private static JsonNode row(JsonNode run, String dataset, String codec) {
    for (JsonNode r : run.get("rows")) {
      if (r.get("dataset").asText().equals(dataset) && r.get("codec").asText().equals(codec)) {
        return r;
      }
    }
    throw new AssertionError("no row " + codec + " on " + dataset);
  }

  private static JsonNode codec(JsonNode run, String id) {
    for (JsonNode c : run.get("codecs")) {
      if (c.get("id").asText().equals(id)) {
        return c;
      }
    }
    throw new AssertionError("no codec " + id);
  }
}
