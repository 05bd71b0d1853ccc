package dev.serbench.report;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** --readme: only the marked section changes, atomically and reproducibly; a missing marker changes nothing. */
class ReadmeUpdateTest {

  private static final String BEFORE = "# serbench\r\n\r\nIntro text | kept.\r\n\r\n<!-- serbench:results:begin -->\r\n"
      + "old generated text\r\n<!-- serbench:results:end -->\r\n\r\n## After\r\nTrailing text.";

  @TempDir
  Path repo;

  @Test
  void replacesOnlyTheSectionAndIsByteIdenticalWhenRepeated() throws Exception {
    Path run = Fixtures.copyRun(Files.createDirectories(repo.resolve("results")), "2026-11-30T031500Z");
    Path readme = repo.resolve("README.md");
    Files.writeString(readme, BEFORE, StandardCharsets.UTF_8);

    Fixtures.Result r = Fixtures.cli(run, "--readme", readme, "--go", Fixtures.go("payload-sizes-published.txt"));
    assertEquals(0, r.code(), r.err());
    assertEquals("", r.out(), "nothing on stdout with --readme");
    String after = Files.readString(readme);
    int begin = after.indexOf("<!-- serbench:results:begin -->\r\n");
    int end = after.indexOf("<!-- serbench:results:end -->");
    assertEquals(BEFORE.substring(0, BEFORE.indexOf("<!-- serbench:results:begin -->")), after.substring(0, begin));
    assertEquals(BEFORE.substring(BEFORE.indexOf("<!-- serbench:results:end -->")), after.substring(end));
    String section = after.substring(begin, end);
    assertFalse(section.contains("old generated text"));
    assertTrue(section.contains("[results/2026-11-30T031500Z/report.md](results/2026-11-30T031500Z/report.md)"), section);
    assertTrue(Files.readString(run.resolve("report.md")).contains("](charts/person-time.svg)"));
    assertTrue(section.contains("`java -jar report/target/report.jar results/2026-11-30T031500Z --readme README.md --go "));
    assertTrue(section.contains("from the results directory `results/2026-11-30T031500Z`"));
    assertFalse(section.contains("## Benchmark results"), "the README's own heading introduces the section");
    assertTrue(section.contains("\r\n### Environment\r\n"));
    assertFalse(section.replace("\r\n", "").contains("\n"), "keeps the README's CRLF line endings");
    assertTrue(Files.exists(run.resolve("report.md")));
    assertTrue(Files.exists(run.resolve("charts/person-time.svg")));

    byte[] first = Files.readAllBytes(readme);
    byte[] firstReport = Files.readAllBytes(run.resolve("report.md"));
    byte[] firstChart = Files.readAllBytes(run.resolve("charts/maps-time.svg"));
    assertEquals(0, Fixtures.cli(run, "--readme", readme, "--go", Fixtures.go("payload-sizes-published.txt")).code());
    assertArrayEquals(first, Files.readAllBytes(readme));
    assertArrayEquals(firstReport, Files.readAllBytes(run.resolve("report.md")));
    assertArrayEquals(firstChart, Files.readAllBytes(run.resolve("charts/maps-time.svg")));
    try (var files = Files.list(repo)) {
      assertEquals(2, files.count(), "no temporary file is left next to the README");
    }
  }

  @Test
  void missingMarkerIsRefusedAndNothingIsWritten() throws Exception {
    Path run = Fixtures.copyRun(repo, "run");
    Path readme = repo.resolve("README.md");
    String text = "# serbench\n<!-- serbench:results:begin -->\nold\n";
    Files.writeString(readme, text);
    Fixtures.Result r = Fixtures.cli(run, "--readme", readme);
    assertEquals(1, r.code());
    assertTrue(r.err().contains(readme.toString()), r.err());
    assertTrue(r.err().contains("missing marker line '<!-- serbench:results:end -->'"), r.err());
    assertEquals(text, Files.readString(readme));
    assertEquals(java.util.List.of("jmh.json", "metadata.json"), Fixtures.files(run));
  }

  @Test
  void outFileHasLinksRelativeToItsDirectory() throws Exception {
    Path run = Fixtures.copyRun(Files.createDirectories(repo.resolve("results")), "r1");
    Path out = Files.createDirectories(repo.resolve("docs")).resolve("results.md");
    Fixtures.Result r = Fixtures.cli(run, "--out", out);
    assertEquals(0, r.code(), r.err());
    assertEquals("", r.out());
    assertTrue(Files.readString(out).contains("](../results/r1/charts/event-size.svg)"));
  }
}
