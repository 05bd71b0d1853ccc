package dev.serbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.serbench.report.compare.JdkSummary;
import dev.serbench.report.compare.RunComparison;
import dev.serbench.report.run.RunReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The README's "JDK 17 vs JDK 25" summary: the fixture run against a copy "on JDK 25" where protobuf
 * encodes 2 to 2.5 times faster and decodes person 20% faster, json-jackson decodes person twice as
 * slow (all outside the intervals) and map-10 1% slower (within them), noop is not timed and every other
 * row is unchanged.
 */
class JdkSummaryTest {

  @TempDir
  Path temp;
  Path jdk17;
  Path jdk25;

  @BeforeEach
  void setUp() throws Exception {
    jdk17 = Fixtures.copyVariantsRun(temp, "jdk17");
    jdk25 = Fixtures.copyVariantsRun(temp, "jdk25");
    Fixtures.editJson(jdk25, "metadata.json", root -> ((ObjectNode) root.get("environment"))
        .put("jdkVendor", "Eclipse Adoptium").put("jdkVersion", "25.0.1+8-LTS"));
    Map<String, Double> factors = Map.of("encode|protobuf|person", 0.5, "encode|protobuf|map-10", 0.4,
        "decode|protobuf|person", 0.8, "decode|json-jackson|person", 2.0, "decode|json-jackson|map-10", 1.01);
    Fixtures.editJmh(jdk25, e -> {
      String method = e.get("benchmark").asText().substring(e.get("benchmark").asText().lastIndexOf('.') + 1);
      String key = method + "|" + e.get("params").get("codec").asText() + "|" + e.get("params").get("dataset").asText();
      e.put("vmVersion", "25.0.1+8-LTS");
      ObjectNode primary = (ObjectNode) e.get("primaryMetric");
      primary.put("score", primary.get("score").asDouble() * factors.getOrDefault(key, 1.0));
    });
    Fixtures.editJson(jdk25, "jmh.json", root -> {
      ArrayNode entries = (ArrayNode) root;
      for (int i = entries.size() - 1; i >= 0; i--) {
        if (entries.get(i).get("params").get("codec").asText().equals("noop")) {
          entries.remove(i);
        }
      }
    });
  }

  private RunComparison comparison() throws Exception {
    return RunComparison.of(RunReader.read(jdk17), RunReader.read(jdk25));
  }

  @Test
  void geometricMeansPerCodecOverTheRowsBothRunsTimed() throws Exception {
    List<JdkSummary.CodecChange> changes = JdkSummary.changes(comparison());
    assertFalse(changes.stream().anyMatch(c -> c.codec().equals("noop")), "noop is in one run only");
    JdkSummary.CodecChange protobuf = changes.stream().filter(c -> c.codec().equals("protobuf")).findFirst().orElseThrow();
    assertEquals(2, protobuf.datasets());
    assertEquals(8, protobuf.rows());
    assertEquals(Math.sqrt(0.5 * 0.4), protobuf.encode(), 1e-12);
    assertEquals(Math.sqrt(0.8), protobuf.decode(), 1e-12);
    assertEquals(Math.pow(0.5 * 0.4 * 0.8, 1.0 / 8), protobuf.all(), 1e-12);
    assertEquals(3, protobuf.faster());
    assertEquals(0, protobuf.slower());
    assertEquals("map-10", protobuf.biggest().key().dataset());
    JdkSummary.CodecChange json = changes.stream().filter(c -> c.codec().equals("json-jackson")).findFirst().orElseThrow();
    assertEquals(1.0, json.encode(), 1e-12);
    assertEquals(Math.sqrt(2.0 * 1.01), json.decode(), 1e-12);
    assertEquals(0, json.faster());
    assertEquals(1, json.slower());
    JdkSummary.CodecChange reuse = changes.stream().filter(c -> c.codec().equals("protobuf-reuse")).findFirst().orElseThrow();
    assertTrue(Double.isNaN(reuse.decode()), "an encode-only variant has no decode mean");
  }

  @Test
  void rendersTheTableAndNamesTheBiggestMovers() throws Exception {
    String md = JdkSummary.render(RunReader.read(jdk17), RunReader.read(jdk25), "results/jdk17", "results/jdk25");
    assertTrue(md.startsWith("### JDK 17 vs JDK 25\n"), md);
    assertTrue(md.contains("JDK 17: `results/jdk17` (Debian 17.0.15+6-Debian-1deb12u1, "), md);
    assertTrue(md.contains("JDK 25: `results/jdk25` (Eclipse Adoptium 25.0.1+8-LTS, "), md);
    assertEquals(List.of("protobuf", "2", "0.45×", "0.89×", "0.80×", "3 faster, 0 slower of 8", "map-10 encode 0.40×"),
        Fixtures.row(md, "### JDK 17 vs JDK 25", "protobuf"));
    assertEquals(List.of("json-jackson", "2", "1.00×", "1.42×", "1.19×", "0 faster, 1 slower of 4",
        "person decode 2.00×"), Fixtures.row(md, "### JDK 17 vs JDK 25", "json-jackson"));
    assertEquals("-", Fixtures.row(md, "### JDK 17 vs JDK 25", "protobuf-reuse (reused output)").get(3));
    assertTrue(md.contains("Biggest movers, faster on JDK 25: `protobuf` map-10 encode 0.40× (outside the intervals), "
        + "`protobuf` person encode 0.50× (outside the intervals), `protobuf` person decode 0.80× (outside the "
        + "intervals); slower on JDK 25: `json-jackson` person decode 2.00× (outside the intervals), `json-jackson` "
        + "map-10 decode 1.01× (within the intervals).\n"), md);
    assertFalse(md.contains("also differ in"), md);
  }

  @Test
  void rowsWithoutAnErrorEstimateAreCountedApart() throws Exception {
    Fixtures.editJmh(jdk25, e -> ((ObjectNode) e.get("primaryMetric")).put("scoreError", "NaN"));
    String md = JdkSummary.render(RunReader.read(jdk17), RunReader.read(jdk25), "a", "b");
    assertEquals("0 faster, 0 slower of 8 (8 without an error estimate)",
        Fixtures.row(md, "### JDK 17 vs JDK 25", "protobuf").get(5));
    assertTrue(md.contains("`protobuf` map-10 encode 0.40× (no error estimate)"), md);
  }

  @Test
  void theJdkIsTheForksVm() throws Exception {
    Fixtures.editJson(jdk25, "metadata.json", root -> ((ObjectNode) root.get("environment"))
        .put("jdkVendor", "Debian").put("jdkVersion", "17.0.15+6-Debian-1deb12u1"));
    String md = JdkSummary.render(RunReader.read(jdk17), RunReader.read(jdk25), "a", "b");
    assertTrue(md.startsWith("### JDK 17 vs JDK 25\n"), md);
    assertTrue(md.contains("JDK 25: `b` (Debian 17.0.15+6-Debian-1deb12u1; forks on VM 25.0.1+8-LTS, "), md);
  }

  @Test
  void saysWhatElseDiffers() throws Exception {
    Fixtures.editJson(jdk25, "metadata.json", root -> ((ObjectNode) root.get("jmh")).put("forks", 5));
    String md = JdkSummary.render(RunReader.read(jdk17), RunReader.read(jdk25), "a", "b");
    assertTrue(md.contains("> **The two runs also differ in JMH settings**"), md);
  }

  @Test
  void theSameJdkIsNamedByDirectory() throws Exception {
    String md = JdkSummary.render(RunReader.read(jdk17), RunReader.read(jdk17), "results/a", "results/b");
    assertTrue(md.startsWith("### results/a vs results/b\n"), md);
    assertTrue(md.contains("slower on results/b: none."), md);
  }

  @Test
  void theReadmeCarriesTheSummaryAndRemembersTheComparedRun() throws Exception {
    Path readme = temp.resolve("README.md");
    Files.writeString(readme, RunIntegrityTest.README);
    Fixtures.Result r = Fixtures.cli(jdk17, "--readme", readme, "--jdk-compare", jdk25);
    assertEquals(0, r.code(), r.err());
    String generated = Files.readString(readme);
    assertTrue(generated.contains("<!-- serbench:results:inputs jdk17 --jdk-compare jdk25 -->"), generated);
    assertTrue(generated.contains("report.jar jdk17 --readme README.md --jdk-compare jdk25`"), generated);
    assertTrue(generated.contains("\n### JDK 17 vs JDK 25\n"), generated);
    assertTrue(generated.indexOf("### JDK 17 vs JDK 25") > generated.indexOf("### Full results"), generated);

    Fixtures.Result again = Fixtures.cli("--readme", readme);
    assertEquals(0, again.code(), again.err());
    assertTrue(again.err().contains("using the --jdk-compare run recorded in"), again.err());
    assertEquals(generated, Files.readString(readme));

    Fixtures.Result dropped = Fixtures.cli("--readme", readme, "--no-jdk-compare");
    assertEquals(0, dropped.code(), dropped.err());
    assertTrue(Files.readString(readme).contains("<!-- serbench:results:inputs jdk17 -->"));
    assertFalse(Files.readString(readme).contains("JDK 17 vs JDK 25"));
  }

  @Test
  void aComparedRunWithAGoRunOfItsOwnGetsItsOwnJvmGoTable() throws Exception {
    Files.createDirectories(jdk25.resolve("go"));
    Files.write(jdk25.resolve("go").resolve("bench.txt"), SameMachineGoTest.BENCH);
    Path readme = temp.resolve("README.md");
    Files.writeString(readme, RunIntegrityTest.README);
    Fixtures.Result r = Fixtures.cli(jdk17, "--readme", readme, "--jdk-compare", jdk25);
    assertEquals(0, r.code(), r.err());
    String generated = Files.readString(readme);
    int table = generated.indexOf("\n### Go on the same machine: JDK 25/Go\n");
    assertTrue(table > generated.indexOf("### JDK 17 vs JDK 25"), generated);
    assertTrue(generated.indexOf("| `person` |", table) > table, generated);
    assertTrue(generated.indexOf("[the full report](jdk25/report.md)", table) > table, generated);
    // the README's own run has no Go run: no table of its own
    assertFalse(generated.contains("### Go on the same machine: JVM/Go"), generated);
    String comparedReport = Files.readString(jdk25.resolve("report.md"));
    assertTrue(comparedReport.contains("### Go on the same machine"), comparedReport);
    assertTrue(comparedReport.contains("25.0.1+8-LTS"), comparedReport);
  }

  @Test
  void aRunOfSeveralJdksComparesItsOwnJdksAndItsGoRunMadeInTurnsReplacesTheReadmeRunsGoTable() throws Exception {
    // run --jvm A --jvm B --go: turns/jdk-17, turns/jdk-25 and turns/go beside them.
    Path turns = Files.createDirectories(temp.resolve("turns"));
    Files.move(jdk17, turns.resolve("jdk-17"));
    Files.move(jdk25, turns.resolve("jdk-25"));
    Files.createDirectories(turns.resolve("go"));
    Files.write(turns.resolve("go").resolve("bench.txt"), SameMachineGoTest.BENCH);
    Path main = Fixtures.copyVariantsRun(temp, "main");
    Files.createDirectories(main.resolve("go"));
    Files.write(main.resolve("go").resolve("bench.txt"), SameMachineGoTest.BENCH);
    Path readme = temp.resolve("README.md");
    Files.writeString(readme, RunIntegrityTest.README);

    Fixtures.Result r = Fixtures.cli(main, "--readme", readme, "--jdk-compare", turns);
    assertEquals(0, r.code(), r.err());
    String generated = Files.readString(readme);
    assertTrue(generated.contains("<!-- serbench:results:inputs main --jdk-compare turns -->"), generated);
    int summary = generated.indexOf("### JDK 17 vs JDK 25");
    assertTrue(summary > 0, generated);
    assertTrue(generated.contains("JDK 17: `turns/jdk-17`"), generated);
    assertTrue(generated.contains("JDK 25: `turns/jdk-25`"), generated);
    assertTrue(generated.contains("Both measured in one run (`turns`) whose JDKs took turns pair by pair"), generated);
    // protobuf encode on person and map-10 at 0.5 and 0.4 of JDK 17's time: the same table as two runs give
    assertTrue(generated.contains("| protobuf | 2 | 0.45×"), generated);
    int go = generated.indexOf("\n### Go on the same machine: JDK 17/Go\n");
    assertTrue(go > summary, generated);
    assertTrue(generated.indexOf("[the full report](turns/jdk-17/report.md)", go) > go, generated);
    assertFalse(generated.contains("### Go on the same machine: JVM/Go"), "the README run's own Go table gives way: "
        + generated);
    assertTrue(Files.readString(turns.resolve("jdk-17").resolve("report.md")).contains("### Go on the same machine"));
    assertTrue(Files.isRegularFile(turns.resolve("jdk-25").resolve("report.md")));

    // Without the run of several JDKs, the README run's own Go table is back.
    Fixtures.Result dropped = Fixtures.cli("--readme", readme, "--no-jdk-compare");
    assertEquals(0, dropped.code(), dropped.err());
    assertTrue(Files.readString(readme).contains("### Go on the same machine: JVM/Go"), Files.readString(readme));
  }

  /**
   * A selection measured as two runs of several JDKs (the large datasets apart, as their memory class needs):
   * each JDK's parts merge, and each run's Go run gives its datasets' rows of the same-machine Go table.
   */
  @Test
  void runsOfSeveralJdksThatArePartsOfOneSelectionMergeJdkByJdk() throws Exception {
    List<List<String>> groups = List.of(List.of("person"), List.of("map-10"));
    List<Path> parts17 = Shards.byDatasets(jdk17, temp, "p17", groups);
    List<Path> parts25 = Shards.byDatasets(jdk25, temp, "p25", groups);
    List<Path> runs = List.of(temp.resolve("turns"), temp.resolve("turns-large"));
    for (int k = 0; k < 2; k++) {
      Files.createDirectories(runs.get(k));
      Files.move(parts17.get(k), runs.get(k).resolve("jdk-17"));
      Files.move(parts25.get(k), runs.get(k).resolve("jdk-25"));
      Files.createDirectories(runs.get(k).resolve("go"));
      Files.write(runs.get(k).resolve("go").resolve("bench.txt"), SameMachineGoTest.BENCH);
    }
    Path main = Fixtures.copyVariantsRun(temp, "main");
    Path readme = temp.resolve("README.md");
    Files.writeString(readme, RunIntegrityTest.README);

    Fixtures.Result r = Fixtures.cli(main, "--readme", readme, "--jdk-compare", runs.get(0), "--jdk-compare",
        runs.get(1));
    assertEquals(0, r.code(), r.err());
    String generated = Files.readString(readme);
    assertTrue(generated.contains("--jdk-compare turns --jdk-compare turns-large -->"), generated);
    assertTrue(generated.contains("JDK 17: `turns/jdk-17 + turns-large/jdk-17`"), generated);
    assertTrue(generated.contains("JDK 25: `turns/jdk-25 + turns-large/jdk-25`"), generated);
    assertTrue(generated.contains("Both measured in runs (`turns`, `turns-large`, parts of one selection) in each of "
        + "which the JDKs took turns pair by pair"), generated);
    // the same row as the unsplit runs give: person from the first run, map-10 from the second
    assertEquals(List.of("protobuf", "2", "0.45×", "0.89×", "0.80×", "3 faster, 0 slower of 8", "map-10 encode 0.40×"),
        Fixtures.row(generated, "### JDK 17 vs JDK 25", "protobuf"));
    assertTrue(generated.contains("\n### Go on the same machine: JDK 17/Go\n"), generated);
    assertTrue(Files.isRegularFile(runs.get(0).resolve("jdk-17").resolve("report.md")));
    assertTrue(Files.isRegularFile(runs.get(0).resolve("jdk-25").resolve("report.md")));

    // A run of several JDKs and a JDK's own run are no parts of one comparison.
    Files.writeString(readme, RunIntegrityTest.README);
    Fixtures.Result mixed = Fixtures.cli(main, "--readme", readme, "--jdk-compare", runs.get(0), "--jdk-compare", jdk25);
    assertEquals(1, mixed.code(), mixed.err());
    assertTrue(mixed.err().contains(": not a run of several JDKs, while "), mixed.err());
    assertEquals(RunIntegrityTest.README, Files.readString(readme));
  }

  @Test
  void aComparedRunWithoutAGoRunWritesNothingInItsDirectory() throws Exception {
    Path readme = temp.resolve("README.md");
    Files.writeString(readme, RunIntegrityTest.README);
    List<Path> before;
    try (var files = Files.walk(jdk25)) {
      before = files.sorted().toList();
    }
    Fixtures.Result r = Fixtures.cli(jdk17, "--readme", readme, "--jdk-compare", jdk25);
    assertEquals(0, r.code(), r.err());
    assertFalse(Files.readString(readme).contains("### Go on the same machine"));
    try (var files = Files.walk(jdk25)) {
      assertEquals(before, files.sorted().toList());
    }
  }

  @Test
  void aMalformedGoRunInTheComparedRunIsAnErrorAndNothingIsWritten() throws Exception {
    Files.createDirectories(jdk25.resolve("go"));
    Files.write(jdk25.resolve("go").resolve("bench.txt"), List.of("BenchmarkJsonMarshal-2  many  1 ns/op"));
    Path readme = temp.resolve("README.md");
    Files.writeString(readme, RunIntegrityTest.README);
    Fixtures.Result r = Fixtures.cli(jdk17, "--readme", readme, "--jdk-compare", jdk25);
    assertEquals(1, r.code(), r.out());
    assertTrue(r.err().contains("bench.txt:1: malformed benchmark line: iteration count 'many'"), r.err());
    assertEquals(RunIntegrityTest.README, Files.readString(readme));
    assertFalse(Files.exists(jdk17.resolve("report.md")));
    assertFalse(Files.exists(jdk25.resolve("report.md")));
  }

  @Test
  void theComparedRunMayBeShards() throws Exception {
    List<Path> parts = Shards.split(jdk25, temp, "jdk25-shard", 2);
    Path readme = temp.resolve("README.md");
    Files.writeString(readme, RunIntegrityTest.README);
    Fixtures.Result r = Fixtures.cli(jdk17, "--readme", readme, "--jdk-compare", parts.get(0), "--jdk-compare",
        parts.get(1));
    assertEquals(0, r.code(), r.err());
    String generated = Files.readString(readme);
    assertTrue(generated.contains("--jdk-compare jdk25-shard-1 --jdk-compare jdk25-shard-2 -->"), generated);
    assertTrue(generated.contains("JDK 25: `jdk25-shard-1 + jdk25-shard-2`"), generated);
    assertEquals(List.of("protobuf", "2", "0.45×", "0.89×", "0.80×", "3 faster, 0 slower of 8", "map-10 encode 0.40×"),
        Fixtures.row(generated, "### JDK 17 vs JDK 25", "protobuf"));
  }

  /**
   * The README's run and the compared one may each be parts measured at two commits: --across-commits merges
   * the compared run's parts too (without it they are refused, naming the commits).
   */
  @Test
  void theComparedRunMayBePartsOfTwoCommits() throws Exception {
    List<Path> parts = Shards.byDatasets(jdk25, temp, "jdk25-part", List.of(List.of("person"), List.of("map-10")));
    Fixtures.editJson(parts.get(1), "metadata.json", root -> ((ObjectNode) root.get("environment"))
        .put("gitCommit", "1234567890abcdef1234567890abcdef12345678"));
    Path readme = temp.resolve("README.md");
    Files.writeString(readme, RunIntegrityTest.README);
    Fixtures.Result refused = Fixtures.cli(jdk17, "--readme", readme, "--jdk-compare", parts.get(0),
        "--jdk-compare", parts.get(1));
    assertEquals(1, refused.code(), refused.err());
    assertTrue(refused.err().contains("git commit '1234567890abcdef1234567890abcdef12345678'"), refused.err());
    assertEquals(RunIntegrityTest.README, Files.readString(readme));

    Fixtures.Result r = Fixtures.cli(jdk17, "--across-commits", "--readme", readme, "--jdk-compare", parts.get(0),
        "--jdk-compare", parts.get(1));
    assertEquals(0, r.code(), r.err());
    String generated = Files.readString(readme);
    assertTrue(generated.contains("<!-- serbench:results:inputs jdk17 --across-commits --jdk-compare jdk25-part-1 "
        + "--jdk-compare jdk25-part-2 -->"), generated);
    assertEquals(List.of("protobuf", "2", "0.45×", "0.89×", "0.80×", "3 faster, 0 slower of 8", "map-10 encode 0.40×"),
        Fixtures.row(generated, "### JDK 17 vs JDK 25", "protobuf"));
    Fixtures.Result again = Fixtures.cli("--readme", readme);
    assertEquals(0, again.code(), again.err());
    assertEquals(generated, Files.readString(readme));
  }

  @Test
  void jdkCompareGoesWithReadme() {
    Fixtures.Result r = Fixtures.cli(jdk17, "--jdk-compare", jdk25);
    assertEquals(2, r.code(), r.err());
    assertTrue(r.err().contains("--jdk-compare and --no-jdk-compare go with --readme"), r.err());
  }
}
