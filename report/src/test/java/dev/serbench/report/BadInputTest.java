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

  @Test
  void unknownBenchmarkMethod() throws Exception {
    Fixtures.editJmh(run, e -> e.put("benchmark", "dev.serbench.harness.CodecBenchmark.roundTrip"));
    assertRefused(run, "jmh.json", "benchmark method 'roundTrip' is not one of encode, decode, fromModel, toModel");
  }

  @Test
  void unknownOperationInMetadata() throws Exception {
    String m = Files.readString(run.resolve("metadata.json"))
        .replace("\"variants\": [],", "\"operations\": [\"encode\", \"decodeInto\"], \"variants\": [],");
    Files.writeString(run.resolve("metadata.json"), m);
    assertRefused(run, "metadata.json", "codecs[0].operations[1]: unknown operation 'decodeInto'");
  }

  private static final String ALLOC_ENTRY =
      "{\"codec\": \"protobuf\", \"dataset\": \"person\", \"operation\": \"encode\", \"allocsPerOp\": 3.0}";

  private void writeAllocs(String entries) throws Exception {
    Files.writeString(run.resolve("allocs.json"), "{\"formatVersion\": 1, \"entries\": [" + entries + "]}");
  }

  @Test
  void allocsEntryWithoutCount() throws Exception {
    writeAllocs(ALLOC_ENTRY + ", " + ALLOC_ENTRY.replace("encode", "decode").replace(", \"allocsPerOp\": 3.0", ""));
    assertRefused(run, "allocs.json", "entries[1].allocsPerOp missing");
  }

  @Test
  void allocsEntryWithUnknownOperationOrTwice() throws Exception {
    writeAllocs(ALLOC_ENTRY.replace("encode", "serialize"));
    assertRefused(run, "allocs.json", "entries[0].operation 'serialize' is not one of encode, decode");
    writeAllocs(ALLOC_ENTRY + ", " + ALLOC_ENTRY);
    assertRefused(run, "allocs.json", "entries[1]: a second entry for codec 'protobuf'");
  }

  @Test
  void allocsCountThatIsNotANumber() throws Exception {
    writeAllocs(ALLOC_ENTRY.replace("3.0", "\"three\""));
    assertRefused(run, "allocs.json", "entries[0].allocsPerOp is not a number");
  }

  @Test
  void allocsWithoutEntriesOrVersion() throws Exception {
    Files.writeString(run.resolve("allocs.json"), "{\"formatVersion\": 1}");
    assertRefused(run, "allocs.json", "entries missing");
    Files.writeString(run.resolve("allocs.json"), "{\"entries\": []}");
    assertRefused(run, "allocs.json", "missing formatVersion");
  }

  private static final String OUTCOMES = "[\"clean-exception\", \"wrong-value\", \"same-value\", \"hang\", "
      + "\"out-of-memory\", \"other-error\", \"jvm-crash\"]";

  private void writeRobustness(String counts, int inputs) throws Exception {
    Files.writeString(run.resolve("robustness.json"), "{\"formatVersion\": 1, \"outcomes\": " + OUTCOMES
        + ", \"pairs\": [{\"codec\": \"protobuf\", \"dataset\": \"person\", \"inputs\": " + inputs
        + ", \"counts\": {" + counts + "}}]}");
  }

  @Test
  void robustnessCountsMissingAClass() throws Exception {
    writeRobustness("\"clean-exception\": 10, \"wrong-value\": 0, \"same-value\": 0, \"hang\": 0, "
        + "\"out-of-memory\": 0, \"jvm-crash\": 0", 10);
    assertRefused(run, "robustness.json", "pairs[0].counts.other-error missing");
  }

  @Test
  void robustnessCountsThatDoNotAddUp() throws Exception {
    writeRobustness("\"clean-exception\": 10, \"wrong-value\": 0, \"same-value\": 0, \"hang\": 0, "
        + "\"out-of-memory\": 0, \"other-error\": 0, \"jvm-crash\": 0", 11);
    assertRefused(run, "robustness.json", "pairs[0].counts add up to 10, not to inputs 11");
  }

  @Test
  void robustnessWithoutOutcomes() throws Exception {
    Files.writeString(run.resolve("robustness.json"), "{\"formatVersion\": 1, \"pairs\": []}");
    assertRefused(run, "robustness.json", "outcomes missing");
  }
}
