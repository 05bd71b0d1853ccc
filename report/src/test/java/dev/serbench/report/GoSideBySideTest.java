package dev.serbench.report;

import static dev.serbench.report.Fixtures.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** serbench rows and Go rows together, per dataset the mapping reaches. */
class GoSideBySideTest {

  @TempDir
  static Path temp;
  static String md;

  @BeforeAll
  static void render() throws Exception {
    Path run = Fixtures.copyRun(temp, "run");
    Fixtures.Result r = Fixtures.cli(run, "--go", Fixtures.go("alecthomas-raw-2020.txt"), "--go",
        Fixtures.go("payload-sizes-published.txt"), "--go", Fixtures.go("gob-vs-json-published.txt"), "--go",
        Fixtures.go("gob-proto-bench-published.txt"));
    assertEquals(0, r.code(), r.err());
    md = r.out();
  }

  @Test
  void sourcesShowCaptionAndMachine() {
    List<String> payload = row(md, "### Go side by side", "payload-sizes-published.txt");
    assertTrue(payload.get(1).startsWith("Published by the JSON-vs-binary payload-size study"));
    assertEquals("goos: linux, goarch: arm64", payload.get(2));
    assertEquals("codec01", payload.get(3));
    assertTrue(md.contains("**Machines differ**"));
  }

  @Test
  void personTableMixesSerbenchAndAlecthomas() {
    String section = md.substring(md.indexOf("#### `person`: serbench and Go"));
    assertTrue(section.contains("alecthomas-raw-2020.txt: goos: linux, goarch: amd64."));
    assertEquals(List.of("serbench (JVM)", "protobuf", "encode", "100 ± 2", "152", "n/a", "n/a", "52"),
        row(section, "| source", "serbench (JVM)"));
    // sorted by operation then ns/op: GotinyNoTime (89.3) is the first row, before Gotiny (89.4)
    assertEquals(List.of("alecthomas-raw-2020.txt", "GotinyNoTime", "encode", "89.3", "0", "0", "n/a", "48"),
        row(section, "| source", "alecthomas-raw-2020.txt"));
    List<String> lines = section.lines().filter(l -> l.startsWith("| alecthomas") || l.startsWith("| serbench"))
        .toList();
    assertTrue(lines.get(1).startsWith("| alecthomas-raw-2020.txt | Gotiny | encode | 89.4 |"), lines.get(1));
    assertTrue(lines.indexOf("| serbench (JVM) | protobuf | encode | 100 ± 2 | 152 | n/a | n/a | 52 |")
        < lines.indexOf("| alecthomas-raw-2020.txt | Msgp | encode | 132 | 128 | 1 | n/a | 97 |"));
  }

  @Test
  void eventTableHasGoMegabytesPerSecond() {
    String section = md.substring(md.indexOf("#### `event-4KiB`: serbench and Go"));
    List<String> json = row(section, "| source", "payload-sizes-published.txt");
    assertEquals(List.of("payload-sizes-published.txt", "Binary", "encode", "1,307", "4,864", "1", "3,134.1", "n/a"),
        json);
    assertEquals("4,000.0", row(section, "| source", "serbench (JVM)").get(6));
  }

  @Test
  void mapTableUsesTheMapping() {
    String section = md.substring(md.indexOf("#### `map-1000`: serbench and Go"));
    assertEquals(List.of("gob-vs-json-published.txt", "Gob", "encode", "77,591", "48,784", "2,027", "n/a", "n/a"),
        row(section, "| source", "gob-vs-json-published.txt"));
  }

  @Test
  void unmappedBenchmarksAreListedNotDropped() {
    String section = md.substring(md.indexOf("#### Go benchmarks not shown above"));
    assertTrue(section.contains("| gob-proto-bench-published.txt:11 | "
        + "`BenchmarkEncodeSliceComplexMap/type=Proto_struct_size=huge_complex_map_slice-10` |"));
    assertEquals(List.of("`map-list-100x100`", "4", "gob-vs-json-published.txt"),
        row(section, "Mapped to datasets", "`map-list-100x100`"));
  }

  @Test
  void serbenchSizesAreValueZerosWhenTheRunRecordsThem(@org.junit.jupiter.api.io.TempDir Path dir) throws Exception {
    Path run = Fixtures.copyRun(dir, "run");
    Fixtures.editJson(run, "metadata.json", root -> root.get("pairs").forEach(p -> {
      if (p.get("codec").asText().equals("protobuf") && p.get("dataset").asText().equals("person")) {
        ((com.fasterxml.jackson.databind.node.ObjectNode) p).put("value0Bytes", 49);
      }
    }));
    Fixtures.Result r = Fixtures.cli(run, "--go", Fixtures.go("alecthomas-raw-2020.txt"));
    assertEquals(0, r.code(), r.err());
    String section = r.out().substring(r.out().indexOf("#### `person`: serbench and Go"));
    assertEquals("49", row(section, "| source", "serbench (JVM)").get(7));
    assertTrue(section.contains("serbench sizes are those of value 0, the study's value"), section);
  }
}
