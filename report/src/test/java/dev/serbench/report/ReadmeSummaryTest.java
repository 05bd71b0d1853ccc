package dev.serbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's generated section is the compact one: codecs one line each (no notes), one table per
 * dataset family relative to the best with the best absolute figure on top, floors last, and one summary
 * table per published Go study; the long tables stay in report.md.
 */
class ReadmeSummaryTest {

  @TempDir
  static Path repo;

  static String section;
  static String report;

  @BeforeAll
  static void render() throws Exception {
    Path run = Fixtures.copyVariantsRun(Files.createDirectories(repo.resolve("results")), "2026-11-30T031500Z");
    Path readme = repo.resolve("README.md");
    Files.writeString(readme, "# x\n\n<!-- serbench:results:begin -->\n<!-- serbench:results:end -->\n");
    Fixtures.Result r = Fixtures.cli(run, "--readme", readme, "--go", Fixtures.go("alecthomas-raw-2020.txt"),
        "--go", Fixtures.go("gob-vs-json-published.txt"));
    assertEquals(0, r.code(), r.err());
    String text = Files.readString(readme);
    section = text.substring(text.indexOf("<!-- serbench:results:begin -->"));
    report = Files.readString(run.resolve("report.md"));
  }

  @Test
  void codecTableHasOneShortLinePerCodecAndLeavesTheNotesToTheReport() {
    List<String> header = Fixtures.header(section, "### Codecs");
    assertEquals(List.of("codec", "library", "format", "text/binary", "schema", "API", "zero-copy", "cross-language",
        "times", "variants"), header);
    List<String> protobuf = Fixtures.row(section, "### Codecs", "protobuf");
    assertFalse(protobuf.get(1).contains(":"), "the library without its group: " + protobuf.get(1));
    assertEquals(List.of("protobuf", "json-jackson", "flatbuffers", "protobuf-reuse", "flatbuffers-access", "raw",
        "memcpy", "noop"), Fixtures.firstColumn(section, "### Codecs"));
    assertTrue(Fixtures.header(report, "### Codecs").contains("notes"), "the full report keeps the notes");
    assertTrue(section.contains("[the full report](results/2026-11-30T031500Z/report.md)"), section);
  }

  @Test
  void eachFamilyHasATableRelativeToTheBestWithTheBestFigureOnTop() {
    String maps = section.substring(section.indexOf("**Family `maps`**"));
    assertEquals(List.of("codec", "mean", "map-10"), Fixtures.header(maps, "**Family `maps`**"));
    List<String> best = Fixtures.row(maps, "**Family `maps`**", "best ns/op");
    String bestCodec = best.get(2).substring(best.get(2).indexOf('(') + 1, best.get(2).length() - 1);
    assertEquals("1.0", Fixtures.row(maps, "**Family `maps`**", bestCodec).get(2), maps);
    List<String> rows = Fixtures.firstColumn(maps, "**Family `maps`**");
    assertEquals("best ns/op", rows.get(0));
    // libraries, then the floors; one-operation variants are left to the per-dataset tables
    int firstFloor = rows.indexOf("raw (floor)");
    assertTrue(firstFloor > 1, rows.toString());
    assertTrue(rows.subList(firstFloor, rows.size()).stream().allMatch(r -> r.endsWith("(floor)")), rows.toString());
    assertFalse(rows.contains("protobuf-reuse"), rows.toString());
    assertFalse(rows.contains("flatbuffers-access"), rows.toString());
    assertTrue(section.contains("**Family `person`**"), section);
    assertFalse(section.contains("#### Scaling"), "the scaling tables stay in the full report");
    assertTrue(report.contains("#### Scaling"));
  }

  @Test
  void eachPublishedGoStudyHasOneSummaryTable() {
    String go = section.substring(section.indexOf("### Go side by side: published elsewhere"));
    assertTrue(go.contains("**`alecthomas-raw-2020.txt`**"), go);
    List<String> encode = Fixtures.row(go, "**`alecthomas-raw-2020.txt`**", "`person`");
    assertEquals("encode", encode.get(1));
    assertTrue(encode.get(2).contains("(`"), "the Go benchmark's name: " + encode.get(2));
    assertFalse(section.contains("#### `person`: serbench and Go"), "every Go benchmark stays in the full report");
    assertTrue(report.contains("#### `person`: serbench and Go"));
  }
}
