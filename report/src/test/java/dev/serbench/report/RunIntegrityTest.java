package dev.serbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report writes all or nothing and keeps what it writes over: refusals of runs that would render
 * a misleading README, partial runs, the inputs a README remembers, modes and symbolic links.
 */
class RunIntegrityTest {

  static final String README = "x\n<!-- serbench:results:begin -->\nold\n<!-- serbench:results:end -->\ny\n";

  @TempDir
  Path temp;
  Path run;
  Path readme;

  @BeforeEach
  void setUp() throws Exception {
    run = Fixtures.copyVariantsRun(temp, "run");
    readme = temp.resolve("README.md");
    Files.writeString(readme, README);
  }

  private void assertRefused(String fileInMessage, String problem) throws Exception {
    List<String> before = Fixtures.files(run);
    Fixtures.Result r = Fixtures.cli(run, "--readme", readme);
    assertEquals(1, r.code(), r.err());
    assertTrue(r.err().startsWith("error: "), r.err());
    assertTrue(r.err().contains(fileInMessage), r.err());
    assertTrue(r.err().contains(problem), r.err());
    assertEquals(README, Files.readString(readme));
    assertEquals(before, Fixtures.files(run));
  }

  @Test
  void emptyRunIsRefused() throws Exception {
    Files.writeString(run.resolve("jmh.json"), "[]\n");
    assertRefused("jmh.json", "no benchmark results");
  }

  @Test
  void codecUnknownToTheMetadataIsRefused() throws Exception {
    Fixtures.editJson(run, "jmh.json", root -> ((ObjectNode) root.get(0).get("params")).put("codec", "mystery"));
    assertRefused("jmh.json", "codec 'mystery' has results but is not in");
  }

  @Test
  void negativeScoreIsRefused() throws Exception {
    Fixtures.editJmh(run, e -> ((ObjectNode) e.get("primaryMetric")).put("score", -3.5));
    assertRefused("jmh.json", "primaryMetric.score is negative");
  }

  @Test
  void nanScoreIsRefused() throws Exception {
    Fixtures.editJmh(run, e -> ((ObjectNode) e.get("primaryMetric")).put("score", "NaN"));
    assertRefused("jmh.json", "primaryMetric.score is missing or not a number");
  }

  @Test
  void missingAllocsIsAcceptedWithAWarningAndANote() throws Exception {
    Files.delete(run.resolve("allocs.json"));
    Fixtures.Result r = Fixtures.cli(run, "--readme", readme);
    assertEquals(0, r.code(), r.err());
    assertTrue(r.err().contains("allocs.json is missing"), r.err());
    assertTrue(Files.readString(readme).contains("this run has no allocs.json"));
  }

  /** A run that stopped after its first benchmarks: the state says so, the journal holds them. */
  private void makePartial() throws Exception {
    ObjectMapper json = new ObjectMapper();
    JsonNode entries = json.readTree(run.resolve("jmh.json").toFile());
    StringBuilder journal = new StringBuilder();
    List<String> planned = new ArrayList<>();
    for (int i = 0; i < entries.size(); i++) {
      JsonNode e = entries.get(i);
      String benchmark = e.get("benchmark").asText();
      planned.add(benchmark.substring(benchmark.lastIndexOf('.') + 1) + "|" + e.get("params").get("codec").asText()
          + "|" + e.get("params").get("dataset").asText());
      if (i < 3) {
        journal.append(json.writeValueAsString(e)).append('\n');
      }
    }
    // A write cut short by the crash: no newline, not JSON.
    journal.append("{\"benchmark\": \"dev.serbench.harness.Code");
    Files.writeString(run.resolve("jmh.jsonl"), journal);
    Files.delete(run.resolve("jmh.json"));
    ObjectNode state = json.createObjectNode();
    state.put("formatVersion", 1).put("phase", "benchmarks");
    planned.forEach(state.putArray("planned")::add);
    Files.writeString(run.resolve("run-state.json"), json.writeValueAsString(state));
  }

  @Test
  void partialRunIsRenderedWithABannerButRefusedForTheReadme() throws Exception {
    makePartial();
    int planned = new ObjectMapper().readTree(run.resolve("run-state.json").toFile()).get("planned").size();
    assertRefused("partial run (3 of " + planned + " benchmarks)", "--allow-partial");

    Fixtures.Result r = Fixtures.cli(run, "--out", temp.resolve("partial.md"));
    assertEquals(0, r.code(), r.err());
    assertTrue(r.err().contains("partial run: 3 of " + planned), r.err());
    assertTrue(Files.readString(temp.resolve("partial.md")).contains("**Partial: 3 of " + planned + " benchmarks.**"));
    assertTrue(Files.readString(run.resolve("report.md")).contains("**Partial: 3 of " + planned + " benchmarks.**"));

    Fixtures.Result allowed = Fixtures.cli(run, "--readme", readme, "--allow-partial");
    assertEquals(0, allowed.code(), allowed.err());
    assertTrue(Files.readString(readme).contains("**Partial: 3 of "));
  }

  @Test
  void writtenFilesKeepTheirModeAndSymlinksStayLinks() throws Exception {
    Path real = temp.resolve("docs").resolve("README-real.md");
    Files.createDirectories(real.getParent());
    Files.writeString(real, README);
    Files.setPosixFilePermissions(real, PosixFilePermissions.fromString("rw-rw-r--"));
    Path link = temp.resolve("README-link.md");
    Files.createSymbolicLink(link, real);
    Fixtures.Result r = Fixtures.cli(run, "--readme", link);
    assertEquals(0, r.code(), r.err());
    assertTrue(Files.isSymbolicLink(link));
    assertTrue(Files.readString(real).contains("serbench:results:inputs"));
    assertEquals("rw-rw-r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(real)));
    assertEquals("rw-r--r--", PosixFilePermissions.toString(Files.getPosixFilePermissions(run.resolve("report.md"))));
  }

  @Test
  void aFailedReadmeWriteLeavesReportAndChartsUntouched() throws Exception {
    Path ro = temp.resolve("ro");
    Files.createDirectories(ro);
    Path roReadme = ro.resolve("README.md");
    Files.writeString(roReadme, README);
    Files.setPosixFilePermissions(ro, PosixFilePermissions.fromString("r-xr-xr-x"));
    try {
      if (Files.isWritable(ro)) {
        return; // running as a user the permission does not stop (root): nothing to test here
      }
      Fixtures.Result r = Fixtures.cli(run, "--readme", roReadme);
      assertEquals(1, r.code(), r.err());
      assertTrue(r.err().contains("nothing was written"), r.err());
      assertFalse(Files.exists(run.resolve("report.md")));
      assertFalse(Files.exists(run.resolve("charts")));
    } finally {
      Files.setPosixFilePermissions(ro, PosixFilePermissions.fromString("rwxr-xr-x"));
    }
  }

  @Test
  void theRecordedInputsRegenerateTheReadmeByteForByte() throws Exception {
    Path go = temp.resolve("go-bench.txt");
    Files.copy(Fixtures.go("gob-vs-json-published.txt"), go);
    Fixtures.Result first = Fixtures.cli(run, "--readme", readme, "--go", go);
    assertEquals(0, first.code(), first.err());
    String generated = Files.readString(readme);
    assertTrue(generated.contains("<!-- serbench:results:inputs run --go go-bench.txt -->"), generated);

    Fixtures.Result again = Fixtures.cli("--readme", readme);
    assertEquals(0, again.code(), again.err());
    assertEquals(generated, Files.readString(readme));
    assertTrue(again.err().contains("using the --go files recorded in"), again.err());

    Fixtures.Result newRun = Fixtures.cli(run, "--readme", readme);
    assertEquals(0, newRun.code(), newRun.err());
    assertEquals(generated, Files.readString(readme));

    Fixtures.Result noGo = Fixtures.cli(run, "--readme", readme, "--no-go");
    assertEquals(0, noGo.code(), noGo.err());
    assertTrue(Files.readString(readme).contains("<!-- serbench:results:inputs run -->"));
  }

  @Test
  void inputsNotRunAfterHangsAreShownPerPair() throws Exception {
    Fixtures.editJson(run, "robustness.json", root -> ((ObjectNode) root.get("pairs").get(0))
        .put("notRun", 80).put("notRunReason", "80 inputs of kind truncate not run after 1 hangs of that kind"));
    Fixtures.Result r = Fixtures.cli(run, "--readme", readme);
    assertEquals(0, r.code(), r.err());
    String md = Files.readString(run.resolve("report.md"));
    assertTrue(md.contains("**Inputs not run after hangs**"), md);
    assertTrue(md.contains("| 80 | "), md);
    assertTrue(md.contains("80 inputs of kind truncate not run after 1 hangs of that kind"), md);
  }
}
