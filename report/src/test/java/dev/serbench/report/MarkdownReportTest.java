package dev.serbench.report;

import static dev.serbench.report.Fixtures.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Markdown report of the fixture run, table by table, with real cell values. */
class MarkdownReportTest {

  @TempDir
  static Path temp;
  static Path run;
  static String md;

  @BeforeAll
  static void render() throws Exception {
    run = Fixtures.copyRun(temp, "run");
    Fixtures.Result r = Fixtures.cli(run);
    assertEquals(0, r.code(), r.err());
    md = r.out();
  }

  @Test
  void headerSaysGeneratedByWhichCommandFromWhichDirectory() {
    assertTrue(md.startsWith("## Benchmark results\n"), md);
    assertTrue(md.contains("This section is generated"));
    assertTrue(md.contains("`java -jar report/target/report.jar " + run.toString().replace('\\', '/') + "`"));
    assertTrue(md.contains("from the results directory `" + run.toString().replace('\\', '/') + "`"));
  }

  @Test
  void stdoutIsWhatReportMdHolds() {
    assertEquals(md, Fixtures.read(run.resolve("report.md")));
  }

  @Test
  void environmentHeader() {
    assertEquals("Debian 17.0.15+6-Debian-1deb12u1", row(md, "### Environment", "JDK").get(1));
    assertEquals("OpenJDK 64-Bit Server VM 17.0.15+6-Debian-1deb12u1", row(md, "### Environment", "VM").get(1));
    assertEquals("`-Xms4g -Xmx4g`", row(md, "### Environment", "JVM arguments").get(1));
    assertEquals("Intel(R) Xeon(R) CPU @ 2.20GHz", row(md, "### Environment", "CPU").get(1));
    assertEquals("2", row(md, "### Environment", "cores").get(1));
    assertEquals("24.0 GiB", row(md, "### Environment", "memory").get(1));
    assertEquals("Linux 6.1.0 amd64", row(md, "### Environment", "OS").get(1));
    assertEquals("`abc1234` (dirty: uncommitted changes)", row(md, "### Environment", "git commit").get(1));
    assertEquals("JMH 1.37; forks 1; warmup 2 × 1 s; measurement 3 × 1 s; mode avgt (ns); profilers gc; quick run",
        row(md, "### Environment", "JMH").get(1));
    assertEquals("2026-11-30T03:15:00Z", row(md, "### Environment", "started").get(1));
    assertEquals("2026-11-30T03:18:00Z", row(md, "### Environment", "finished").get(1));
    assertTrue(row(md, "### Environment", "command").get(1)
        .startsWith("`java -jar harness/target/benchmarks.jar run --quick"));
  }

  @Test
  void theCpuRowNamesTheCpusIdentityWhenTheRunRecordsOne() throws Exception {
    Path withId = Fixtures.copyRun(temp, "run-with-cpu-id");
    Fixtures.editJson(withId, "metadata.json", root -> ((com.fasterxml.jackson.databind.node.ObjectNode)
        root.get("environment")).put("cpuId", "GenuineIntel family 6 model 85 stepping 7"));
    Fixtures.Result r = Fixtures.cli(withId);
    assertEquals(0, r.code(), r.err());
    assertEquals("Intel(R) Xeon(R) CPU @ 2.20GHz (GenuineIntel family 6 model 85 stepping 7)",
        row(r.out(), "### Environment", "CPU").get(1));
  }

  @Test
  void theMachineSpeedRowSaysHowMuchTheSpeedMovedAndARunWithoutProbesHasNone() throws Exception {
    assertTrue(!md.contains("| machine speed |"), "the fixture records no probes");
    Path probed = Fixtures.copyRun(temp, "run-with-speed");
    Fixtures.machineSpeed(probed, "2026-12-07T02:20:00Z", 130_000.0, "2026-12-07T02:21:00Z", 208_000.0,
        "2026-12-07T02:22:00Z", 135_000.0);
    Fixtures.Result r = Fixtures.cli(probed);
    assertEquals(0, r.code(), r.err());
    assertEquals("3 probes of a fixed CPU-bound workload between measuring JVMs "
        + "(2026-12-07T02:20:00Z to 2026-12-07T02:22:00Z): "
        + "the slowest 1.60x the fastest (median 135.0 µs a unit); **the machine's speed moved during the run**: rows "
        + "measured far apart in time compare less well than their intervals say",
        row(r.out(), "### Environment", "machine speed").get(1));
  }

  @Test
  void propertiesTableAndProblemsAreShown() {
    List<String> capnp = row(md, "### Codecs", "capnp-packed");
    assertEquals(List.of("capnp-packed", "org.capnproto:runtime 0.1.16", "Cap'n Proto", "binary", "required",
        "generated code", "yes", "yes", "ns", "yes", "packed, buffer reuse", "none",
        "Packed encoding; decode reads every field."), capnp);
    List<String> json = row(md, "### Codecs", "json-jackson");
    assertEquals("timestamps truncated to ms", json.get(11));
    assertTrue(json.get(12).contains("pipes \\| in notes"), "pipes are escaped: " + json.get(12));
    assertEquals("java.lang.NoClassDefFoundError: com/example/Missing",
        row(md, "failed to load", "dev.serbench.codec.broken.BrokenCodecProvider").get(1));
    assertEquals(List.of("json-jackson", "map-1000",
        "decoded value differs at key 999: expected 999.0, got 999.0000000000001"), row(md, "Failed pairs", "json-jackson"));
    assertEquals("Event.message longer than the 512-byte text limit this binding supports",
        row(md, "Declined pairs", "capnp-packed").get(2));
  }

  @Test
  void rankingIsGeometricMeanOfRatiosToTheBest() {
    assertTrue(md.contains("geometric mean, over the datasets it ran"));
    assertEquals(List.of("protobuf", "capnp-packed (packed, buffer reuse)", "json-jackson"), rankingCodecs());
    // json-jackson: person 1200/300 = 4, map-10 3000/1500 = 2, event 12288/3072 = 4 -> cbrt(32) = 3.17
    assertEquals(List.of("3", "json-jackson", "3.17 ± 0.03", "1.70", "3 of 4 †"), row(md, "#### Overall ranking", "3"));
    // capnp-packed: person 400/300, map-10 1, map-1000 160000/150000 -> 1.12; size 80/52, 160/120, 16000/12000.5
    assertEquals(List.of("2", "capnp-packed (packed, buffer reuse)", "1.12", "1.40", "3 of 4 †"),
        row(md, "#### Overall ranking", "2"));
    assertEquals(List.of("1", "protobuf", "1.00 ± 0.01", "1.00", "4 of 4"), row(md, "#### Overall ranking", "1"));
    assertTrue(md.contains("† ran fewer datasets"));
  }

  private static List<String> rankingCodecs() {
    return List.of(row(md, "#### Overall ranking", "1").get(1), row(md, "#### Overall ranking", "2").get(1),
        row(md, "#### Overall ranking", "3").get(1));
  }

  @Test
  void personTotalsSortedByEncodePlusDecode() {
    assertEquals(List.of("1", "protobuf", "300", "100 ± 2", "200 ± 4", "52", "432"),
        row(md, "#### Totals: `person`", "1"));
    assertEquals(List.of("2", "capnp-packed (packed, buffer reuse)", "400", "150 ±?", "250 ± 5", "80", "256"),
        row(md, "#### Totals: `person`", "2"));
    assertEquals("json-jackson", row(md, "#### Totals: `person`", "3").get(1));
  }

  @Test
  void scalingPerEntryAndMegabytesPerSecond() {
    List<String> capnp = row(md, "**map-***", "capnp-packed (packed, buffer reuse)");
    assertEquals(List.of("capnp-packed (packed, buffer reuse)", "75.0 / 75.0", "90.0 / 70.0"), capnp);
    assertEquals(List.of("json-jackson", "100 / 200", "n/a / n/a"), row(md, "**map-***", "json-jackson"));
    // 4096 B / 1024 ns * 1000 = 4000 MB/s
    assertEquals(List.of("protobuf", "4,000.0 / 2,000.0"), row(md, "**MB/s of payload (event)**", "protobuf"));
  }

  @Test
  void rawTableSortedByTotalWithVariantLabelsAndTieBreak() {
    // map-10: capnp-packed and protobuf tie at 1,500 ns; the id breaks the tie.
    assertEquals(List.of("capnp-packed (packed, buffer reuse)", "protobuf", "json-jackson"),
        Fixtures.firstColumn(md, "##### `map-10`"));
    List<String> person = row(md, "##### `person`", "capnp-packed (packed, buffer reuse)");
    assertEquals(List.of("capnp-packed (packed, buffer reuse)", "150 ±?", "250 ± 5", "400", "80", "90.1", "85", "56",
        "200"), person);
    assertTrue(md.contains("`±?`: JMH gave no error estimate"));
  }

  @Test
  void missingAllocationIsNotApplicableNeverZero() {
    List<String> capnp = row(md, "##### `map-1000`", "capnp-packed (packed, buffer reuse)");
    assertEquals(List.of("n/a", "n/a"), capnp.subList(7, 9));
    assertEquals("12,000.5", row(md, "##### `map-1000`", "protobuf").get(4));
  }

  @Test
  void relativeTablePercentOfBest() {
    int relative = md.indexOf("Relative to the best", md.indexOf("##### `person`"));
    List<String> json = row(md.substring(relative), "Relative", "json-jackson");
    // encode: 100 / 400 = 25%; size: 52 / 152 = 34.21%; encode alloc 56 / 944 = 5.93%
    assertEquals("25.00%", json.get(1));
    assertEquals("34.21%", json.get(4));
    assertEquals("5.93%", json.get(7));
    List<String> capnp = row(md.substring(relative), "Relative", "capnp-packed (packed, buffer reuse)");
    assertEquals("66.67%", capnp.get(1));
    assertEquals("100.00%", capnp.get(7));
  }

  @Test
  void payloadDatasetsHaveMegabytesPerSecondColumns() {
    List<String> json = row(md, "##### `event-4KiB`", "json-jackson");
    assertEquals(List.of("1,000.0", "500.0"), json.subList(9, 11));
    int relative = md.indexOf("Relative to the best", md.indexOf("##### `event-4KiB`"));
    assertEquals("25.00%", row(md.substring(relative), "Relative", "json-jackson").get(9));
  }

  @Test
  void familiesHaveHeadingsAndChartLinksInMetadataOrder() {
    int person = md.indexOf("#### Family `person`");
    int maps = md.indexOf("#### Family `maps`");
    int event = md.indexOf("#### Family `event`");
    assertTrue(person > 0 && person < maps && maps < event);
    assertTrue(md.contains("Charts: [time chart](charts/maps-time.svg) · [size chart](charts/maps-size.svg)"));
  }

  @Test
  void runWithoutNewFieldsOrFilesHasNoNewColumnsOrSections() {
    assertFalse(md.contains("allocs/op"));
    assertFalse(md.contains("Robustness"));
    assertFalse(md.contains("model-to-bytes"));
    assertFalse(md.contains("Not ranked"));
    assertFalse(md.contains("| times |"));
    assertFalse(md.contains("timestamp representation"));
    assertFalse(md.contains("Field rules"));
    assertFalse(md.contains("| - |"), "every codec of an old run times encode and decode");
    assertTrue(md.contains("Raw, sorted by total ns/op:"));
  }
}
