package dev.serbench.report;

import static dev.serbench.report.Fixtures.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** compare OLD NEW: benchstat-like verdicts from the 99.9% intervals. */
class CompareCommandTest {

  @TempDir
  static Path temp;
  static String md;
  static Path oldRun;
  static Path newRun;

  @BeforeAll
  static void compare() throws Exception {
    oldRun = Fixtures.copyRun(temp, "old");
    newRun = Fixtures.copyRun(temp, "new");
    Fixtures.editJmh(newRun, e -> {
      String codec = e.get("params").get("codec").asText();
      String dataset = e.get("params").get("dataset").asText();
      String method = e.get("benchmark").asText();
      ObjectNode metric = (ObjectNode) e.get("primaryMetric");
      double score = metric.get("score").asDouble();
      if (codec.equals("protobuf") && dataset.equals("person") && method.endsWith("encode")) {
        metric.put("score", score * 2); // 100 ± 2 -> 200 ± 2: slower
        ObjectNode alloc = (ObjectNode) e.get("secondaryMetrics").get("gc.alloc.rate.norm");
        alloc.put("score", 76.0); // 152 -> 76 B/op: less
      } else if (codec.equals("protobuf") && dataset.equals("person")) {
        metric.put("score", score * 1.01); // 200 ± 4 -> 202 ± 4: inside the errors
      } else if (codec.equals("json-jackson") && dataset.equals("map-10") && method.endsWith("decode")) {
        metric.put("score", score / 2); // 2000 ± 40 -> 1000 ± 40: faster
      }
    });
    // Drop a row from the new run and rename one, so that one is removed and one added.
    String jmh = Files.readString(newRun.resolve("jmh.json"));
    Files.writeString(newRun.resolve("jmh.json"), jmh.replaceFirst("\"event-4KiB\"", "\"event-64KiB\""));
    Fixtures.Result r = Fixtures.cli("compare", oldRun, newRun);
    assertEquals(0, r.code(), r.err());
    md = r.out();
  }

  private static List<String> timeRow(String codec, String dataset, String op) {
    String section = md.substring(md.indexOf("### Time"), md.indexOf("### Allocation"));
    for (String line : section.split("\n")) {
      if (line.startsWith("| " + codec + " | " + dataset + " | " + op + " |")) {
        return row(line, "|", codec);
      }
    }
    throw new AssertionError("no row " + codec + " " + dataset + " " + op + " in\n" + section);
  }

  private static List<String> allocRow(String codec, String dataset, String op) {
    String section = md.substring(md.indexOf("### Allocation"));
    for (String line : section.split("\n")) {
      if (line.startsWith("| " + codec + " | " + dataset + " | " + op + " |")) {
        return row(line, "|", codec);
      }
    }
    throw new AssertionError("no alloc row " + codec + " " + dataset + " " + op);
  }

  @Test
  void twofoldSlowdownWithTightErrorsIsSlower() {
    assertEquals(List.of("protobuf", "person", "encode", "100 ± 2", "200 ± 2", "+100.0%", "slower"),
        timeRow("protobuf", "person", "encode"));
  }

  @Test
  void changeInsideTheErrorsIsNoSignificantChange() {
    assertEquals(List.of("protobuf", "person", "decode", "200 ± 4", "202 ± 4", "+1.0%", "~ (no significant change)"),
        timeRow("protobuf", "person", "decode"));
  }

  @Test
  void halvedTimeIsFaster() {
    assertEquals("faster", timeRow("json-jackson", "map-10", "decode").get(6));
    assertEquals("-50.0%", timeRow("json-jackson", "map-10", "decode").get(5));
  }

  @Test
  void nanErrorGivesNoVerdict() {
    assertEquals(List.of("capnp-packed", "person", "encode", "150 ±?", "150 ±?", "0.0%", "no error estimate"),
        timeRow("capnp-packed", "person", "encode"));
  }

  @Test
  void allocationIsComparedToo() {
    List<String> alloc = allocRow("protobuf", "person", "encode");
    assertEquals(List.of("protobuf", "person", "encode", "152 ± 0", "76 ± 0", "-50.0%", "less"), alloc);
    assertEquals("no allocation data", allocRow("capnp-packed", "map-1000", "encode").get(6));
  }

  @Test
  void rowsInOneRunOnlyAreAddedOrRemoved() {
    String added = md.substring(md.indexOf("### Added"), md.indexOf("### Removed"));
    String removed = md.substring(md.indexOf("### Removed"));
    assertTrue(added.contains("| json-jackson | event-64KiB | decode |"), added);
    assertTrue(removed.contains("| json-jackson | event-4KiB | decode |"), removed);
    assertTrue(md.contains("started 2026-11-30T03:15:00Z, commit `abc1234`"));
  }

  @Test
  void bothRunsSettingsArePrintedAndDifferentSettingsLabelEveryVerdict(@org.junit.jupiter.api.io.TempDir Path dir)
      throws Exception {
    assertTrue(md.contains("- old settings: "), md);
    assertTrue(md.contains("- new settings: "), md);
    assertFalse(md.contains("(different settings)"), "same settings: no label");

    Path quick = Fixtures.copyRun(dir, "quick");
    Fixtures.editJson(quick, "metadata.json", m -> ((ObjectNode) m.get("jmh")).put("quick", true)
        .put("warmupTime", "300 ms"));
    Fixtures.Result r = Fixtures.cli("compare", oldRun, quick);
    assertEquals(0, r.code(), r.err());
    assertTrue(r.err().contains("the runs differ in JMH settings"), r.err());
    assertTrue(r.out().contains("**The two runs differ in JMH settings**"), r.out());
    String time = r.out().substring(r.out().indexOf("### Time"), r.out().indexOf("### Allocation"));
    time.lines().filter(l -> l.startsWith("| ") && !l.startsWith("| codec")).forEach(
        l -> assertTrue(l.contains("(different settings)"), l));
  }
}
