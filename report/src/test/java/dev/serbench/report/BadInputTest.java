package dev.serbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every refusal: exit 1, a message naming the file and the problem, and nothing written anywhere. */
class BadInputTest {

  @TempDir
  Path temp;
  Path run;
  Path readme;
  static final String README = "x\n<!-- serbench:results:begin -->\nold\n<!-- serbench:results:end -->\n";

  @BeforeEach
  void setUp() throws Exception {
    run = Fixtures.copyRun(temp, "run");
    readme = temp.resolve("README.md");
    Files.writeString(readme, README);
  }

  private void assertRefused(Path dir, String fileInMessage, String problem, Object... extra) throws Exception {
    Object[] args = new Object[extra.length + 3];
    args[0] = dir;
    args[1] = "--readme";
    args[2] = readme;
    System.arraycopy(extra, 0, args, 3, extra.length);
    Fixtures.Result r = Fixtures.cli(args);
    assertEquals(1, r.code(), r.err());
    assertTrue(r.err().startsWith("error: "), r.err());
    assertTrue(r.err().contains(fileInMessage), r.err());
    assertTrue(r.err().contains(problem), r.err());
    assertEquals("", r.out());
    assertEquals(README, Files.readString(readme));
    if (Files.isDirectory(run)) {
      List<String> files = Fixtures.files(run);
      assertTrue(files.stream().noneMatch(f -> f.equals("report.md") || f.startsWith("charts/")), files.toString());
    }
  }

  @Test
  void missingDirectory() throws Exception {
    assertRefused(temp.resolve("nope"), "nope", "results directory does not exist");
  }

  @Test
  void missingJmhJson() throws Exception {
    Files.delete(run.resolve("jmh.json"));
    assertRefused(run, "jmh.json", "missing");
  }

  @Test
  void missingMetadataJsonIsRefusedNotGuessed() throws Exception {
    Files.delete(run.resolve("metadata.json"));
    assertRefused(run, "metadata.json", "missing");
  }

  @Test
  void malformedJsonNamesFileAndLocation() throws Exception {
    Files.writeString(run.resolve("jmh.json"), "[\n  { \"benchmark\" : \"x\",\n    oops }\n]\n");
    assertRefused(run, "jmh.json:3:", "malformed JSON");
  }

  @Test
  void malformedMetadataJson() throws Exception {
    Files.writeString(run.resolve("metadata.json"), "{ \"formatVersion\": 1, ");
    assertRefused(run, "metadata.json:", "malformed JSON");
  }

  @Test
  void jmhEntryWithoutCodecParam() throws Exception {
    Fixtures.editJmh(run, e -> ((com.fasterxml.jackson.databind.node.ObjectNode) e.get("params")).remove("codec"));
    assertRefused(run, "jmh.json", "missing params.codec");
  }

  @Test
  void jmhEntryWithoutDatasetParam() throws Exception {
    Fixtures.editJmh(run, e -> ((com.fasterxml.jackson.databind.node.ObjectNode) e.get("params")).remove("dataset"));
    assertRefused(run, "jmh.json", "missing params.dataset");
  }

  @Test
  void wrongFormatVersion() throws Exception {
    String m = Files.readString(run.resolve("metadata.json")).replace("\"formatVersion\": 1", "\"formatVersion\": 2");
    Files.writeString(run.resolve("metadata.json"), m);
    assertRefused(run, "metadata.json", "formatVersion 2 is not supported");
  }

  @Test
  void goFileWithoutBenchmarkLines() throws Exception {
    Path go = temp.resolve("empty-go.txt");
    Files.writeString(go, "# nothing\ngoos: linux\nPASS\n");
    assertRefused(run, "empty-go.txt", "no benchmark lines", "--go", go);
  }

  @Test
  void malformedGoLineNamesFileAndLine() throws Exception {
    Path go = temp.resolve("bad-go.txt");
    Files.writeString(go, "goos: linux\nBenchmarkA-8  10  5 ns/op\nBenchmarkB-8  ten  5 ns/op\n");
    assertRefused(run, "bad-go.txt:3:", "malformed benchmark line", "--go", go);
  }

  @Test
  void missingGoFile() throws Exception {
    assertRefused(run, "no-such-go.txt", "cannot read", "--go", temp.resolve("no-such-go.txt"));
  }
}
