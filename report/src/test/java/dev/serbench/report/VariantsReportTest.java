package dev.serbench.report;

import static dev.serbench.report.Fixtures.header;
import static dev.serbench.report.Fixtures.row;
import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report of a run with floors (raw, memcpy, noop), an encode-only variant (protobuf-reuse), a
 * decode-only variant (flatbuffers-access), a codec with conversions (protobuf), unsafe pairs,
 * allocs.json and robustness.json.
 */
class VariantsReportTest {

  @TempDir
  static Path temp;
  static Path run;
  static String md;

  static final String PERSON = "##### `person`";
  static final String MAP = "##### `map-10`";

  @BeforeAll
  static void render() throws Exception {
    run = Fixtures.copyVariantsRun(temp, "run");
    Fixtures.Result r = Fixtures.cli(run);
    assertEquals(0, r.code(), r.err());
    md = r.out();
  }

  @Test
  void perDatasetTableHasConversionAndAllocationCountColumns() {
    assertEquals(List.of("codec", "encode ns/op", "decode ns/op", "total ns/op", "convert ns/op",
        "model-to-bytes ns/op", "size B", "gzip B", "zstd B", "encode alloc B/op", "decode alloc B/op",
        "encode allocs/op", "decode allocs/op"), header(md, PERSON));
  }

  @Test
  void librariesThenVariantsThenFloorsEachLabelled() {
    assertEquals(List.of("flatbuffers (unsafe)", "protobuf", "json-jackson", "flatbuffers-access (access, unsafe)",
        "protobuf-reuse (reused output)", "noop (floor)", "memcpy (floor)", "raw (floor)"),
        Fixtures.firstColumn(md, PERSON));
    // map-10: flatbuffers is safe there; memcpy and noop did not run it.
    assertEquals(List.of("flatbuffers", "protobuf", "json-jackson", "flatbuffers-access (access, unsafe)",
        "protobuf-reuse (reused output)", "raw (floor)"), Fixtures.firstColumn(md, MAP));
  }

  @Test
  void oneOperationVariantsShowDashWhereTheyDoNotTime() {
    assertEquals(List.of("protobuf-reuse (reused output)", "60.0 ± 1.0", "-", "-", "-", "-", "52", "62", "57", "0", "-",
        "0", "-"), row(md, PERSON, "protobuf-reuse (reused output)"));
    assertEquals(List.of("flatbuffers-access (access, unsafe)", "-", "5.00 ± 0.10", "-", "-", "-", "80", "90", "85",
        "-", "0", "-", "0"), row(md, PERSON, "flatbuffers-access (access, unsafe)"));
  }

  @Test
  void conversionsAndModelToBytesTotal() {
    // protobuf: fromModel 50 + toModel 70 = 120; 50 + 100 + 200 + 70 = 420.
    List<String> protobuf = row(md, PERSON, "protobuf");
    assertEquals(List.of("100 ± 2", "200 ± 4", "300", "120", "420"), protobuf.subList(1, 6));
    // json-jackson encodes the model directly: no conversion, model-to-bytes = total.
    assertEquals(List.of("1,200", "-", "1,200"), row(md, PERSON, "json-jackson").subList(3, 6));
    assertEquals(List.of("500", "2,000"), row(md, MAP, "protobuf").subList(4, 6));
    assertTrue(md.contains("model-to-bytes ns/op = fromModel + encode + decode + toModel"));
  }

  @Test
  void allocationCountsAndFailures() {
    assertEquals(List.of("3", "12"), row(md, PERSON, "protobuf").subList(11, 13));
    assertEquals(List.of("10.5", "40"), row(md, PERSON, "json-jackson").subList(11, 13));
    assertEquals(List.of("22", "n/a"), row(md, MAP, "json-jackson").subList(11, 13));
    assertEquals(List.of("json-jackson", "map-10", "decode", "decode threw IllegalStateException under the agent"),
        row(md, "### Allocation counts", "json-jackson"));
    assertTrue(md.contains("java-allocation-instrumenter:3.3.4` counts them over 1,000 operations per row after 50 "
        + "warm-up operations"), md);
  }

  @Test
  void floorsSitBelowAndRelativeValuesUseTheBestLibrary() {
    assertEquals(List.of("raw (floor)", "20.0 ± 0.5", "30.0 ± 0.5", "50.0"), row(md, PERSON, "raw (floor)").subList(0, 4));
    int relative = md.indexOf("Relative to the best library", md.indexOf(PERSON));
    // best library encode is protobuf's 100 ns: raw's 20 ns is 500%; flatbuffers keeps 100% of decode.
    assertEquals("500.00%", row(md.substring(relative), "Relative", "raw (floor)").get(1));
    assertEquals("100.00%", row(md.substring(relative), "Relative", "flatbuffers (unsafe)").get(2));
    assertEquals("166.67%", row(md.substring(relative), "Relative", "protobuf-reuse (reused output)").get(1));
    assertEquals("-", row(md.substring(relative), "Relative", "protobuf-reuse (reused output)").get(2));
    assertEquals("∞", row(md.substring(relative), "Relative", "noop (floor)").get(9));
  }

  @Test
  void allocationResidueUnderOneObjectCountsAsNothingInRelativeTables() throws Exception {
    Path residue = Fixtures.copyVariantsRun(temp, "residue");
    Fixtures.editJson(residue, "jmh.json", root -> root.forEach(b -> {
      String codec = b.get("params").get("codec").asText();
      boolean decode = b.get("benchmark").asText().endsWith(".decode");
      if (b.get("params").get("dataset").asText().equals("person") && decode
          && (codec.equals("noop") || codec.equals("flatbuffers-access"))) {
        ((ObjectNode) b.get("secondaryMetrics").get("gc.alloc.rate.norm"))
            .put("score", codec.equals("noop") ? 0.00004 : 15.9);
      }
    }));
    Fixtures.Result r = Fixtures.cli(residue);
    assertEquals(0, r.code(), r.err());
    String out = r.out();
    assertEquals("0.0", row(out, PERSON, "noop (floor)").get(10));
    assertEquals("16", row(out, PERSON, "flatbuffers-access (access, unsafe)").get(10));
    int relative = out.indexOf("Relative to the best library", out.indexOf(PERSON));
    // The best library's decode allocates 24 B/op: 0.00004 and 15.9 B/op are less than one object per
    // operation, so nothing allocated (infinitely better), not 60,000% and 150%.
    assertEquals("∞", row(out.substring(relative), "Relative", "noop (floor)").get(10));
    assertEquals("∞", row(out.substring(relative), "Relative", "flatbuffers-access (access, unsafe)").get(10));
    assertEquals("100.00%", row(out.substring(relative), "Relative", "flatbuffers (unsafe)").get(10));
    assertTrue(out.contains("`∞` where they allocate nothing per operation (under 16 B/op, the smallest object) and the best library does"), out);
  }

  @Test
  void rankingHoldsOnlyLibrariesThatTimeBothOperations() {
    // Model-to-bytes, person: flatbuffers 240 (builds from the records inside encode), protobuf 100 + 200 +
    // its conversions 120 = 420; map-10 best 1,200. json-jackson: sqrt(1200/240 * 3000/1200) = 3.54.
    String main = "#### Overall ranking: records in, bytes, records out";
    assertEquals(List.of("1", "flatbuffers", "1.00 ± 0.01", "1.43", "2 of 2"), row(md, main, "1"));
    assertEquals(List.of("2", "protobuf", "1.71 ± 0.01", "1.00", "2 of 2"), row(md, main, "2"));
    assertEquals(List.of("3", "json-jackson", "3.54 ± 0.04", "2.21", "2 of 2"), row(md, main, "3"));
    assertEquals(List.of("flatbuffers", "protobuf", "json-jackson"), Fixtures.firstColumn(md, main)
        .stream().map(n -> row(md, main, n).get(1)).toList());
    assertTrue(md.contains("Not ranked: the floors `raw`, `memcpy`, `noop` (bounds, not libraries); the variants "
        + "that time one operation `protobuf-reuse`, `flatbuffers-access`."), md);
  }

  @Test
  void theSecondViewRanksOnEncodePlusDecodeInTheCodecsOwnTypes() {
    // The two views disagree on protobuf: without its conversions it is 300/240 on person (1.25), with
    // them 420/240 (1.71 above).
    String second = "#### Second ranking: encode + decode in the codec's own types";
    assertEquals(List.of("2", "protobuf", "1.25 ± 0.01", "1.00", "2 of 2"), row(md, second, "2"));
    assertEquals(List.of("1", "flatbuffers", "1.00 ± 0.01", "1.43", "2 of 2"), row(md, second, "1"));
    assertTrue(md.indexOf(second) > md.indexOf("#### Overall ranking: records in"), "model-to-bytes comes first");
  }

  @Test
  void personTotalsNumberOnlyLibraries() {
    assertEquals(List.of("#", "codec", "model-to-bytes ns/op", "encode + decode ns/op", "encode ns/op", "decode ns/op",
        "serialized B", "alloc B/op (enc + dec)", "allocs/op (enc + dec)"), header(md, "#### Totals: `person`"));
    assertEquals(List.of("2", "protobuf", "420", "300", "100 ± 2", "200 ± 4", "52", "432", "15"),
        totalsRow("protobuf"));
    assertEquals(List.of("-", "protobuf-reuse (reused output)", "-", "-", "60.0 ± 1.0", "-", "52", "-", "-"),
        totalsRow("protobuf-reuse (reused output)"));
    assertEquals(List.of("-", "raw (floor)", "50.0", "50.0", "20.0 ± 0.5", "30.0 ± 0.5", "40", "144", "6"),
        totalsRow("raw (floor)"));
    assertEquals(List.of("1", "2", "3", "-", "-", "-", "-", "-"), Fixtures.firstColumn(md, "#### Totals: `person`"));
  }

  /** The row of the person totals table whose codec cell is {@code codec}. */
  private static List<String> totalsRow(String codec) {
    String section = md.substring(md.indexOf("#### Totals: `person`"), md.indexOf("#### Scaling"));
    for (String line : section.split("\n")) {
      List<String> cells = List.of(line.split(" \\| ", -1));
      if (line.startsWith("| ") && cells.size() > 1 && cells.get(1).equals(codec)) {
        return row(line, "|", cells.get(0).substring(2));
      }
    }
    throw new AssertionError("no totals row " + codec + " in\n" + section);
  }

  @Test
  void scalingShowsDashesAndFloorsLast() {
    assertEquals(List.of("protobuf-reuse (reused output)", "30.0 / -"), row(md, "**map-***", "protobuf-reuse (reused output)"));
    assertEquals(List.of("flatbuffers-access (access)", "- / 2.00"), row(md, "**map-***", "flatbuffers-access (access)"));
    List<String> codecs = Fixtures.firstColumn(md, "**map-***");
    assertEquals("raw (floor)", codecs.get(codecs.size() - 1));
  }

  @Test
  void propertiesListOperationsVariantsAndUnsafePairs() {
    List<String> header = header(md, "### Codecs");
    int times = header.indexOf("times");
    int variants = header.indexOf("variants");
    assertEquals("encode, decode, fromModel, toModel", row(md, "### Codecs", "protobuf").get(times));
    assertEquals("encode", row(md, "### Codecs", "protobuf-reuse").get(times));
    assertEquals("decode", row(md, "### Codecs", "flatbuffers-access").get(times));
    assertEquals("reused output", row(md, "### Codecs", "protobuf-reuse").get(variants));
    assertEquals("access, unsafe", row(md, "### Codecs", "flatbuffers-access").get(variants));
    assertEquals("unsafe (person)", row(md, "### Codecs", "flatbuffers").get(variants));
    assertEquals("floor", row(md, "### Codecs", "raw").get(variants));
  }

  @Test
  void robustnessTableSumsOutcomesPerCodec() {
    String title = "### Robustness: decoding corrupted input";
    assertEquals(List.of("codec", "datasets", "clean-exception", "wrong-value", "same-value", "hang", "out-of-memory",
        "other-error", "jvm-crash", "inputs", "not run (after hangs)"), header(md, title));
    assertEquals(List.of("protobuf", "2", "1,850", "90", "60", "0", "0", "0", "0", "2,000", "0"), row(md, title, "protobuf"));
    assertEquals(List.of("flatbuffers", "1", "700", "250", "40", "2", "1", "7", "0", "1,000", "0"),
        row(md, title, "flatbuffers"));
    assertTrue(md.contains("Settings: 1,000 inputs per pair; seed 42; timeout 1,000 ms per input; 2 worker JVMs; "
        + "worker heap 512m (`-Xmx512m -XX:+ExitOnOutOfMemoryError`); limits: flatbuffers verifier on; protobuf "
        + "recursion limit 100."), md);
    assertTrue(md.contains("Duration: 1,200 s (20.0 min), 2026-12-01T00:06:00Z to 2026-12-01T00:26:00Z"), md);
    String severe = md.substring(md.indexOf("**Pairs that hung"));
    assertEquals(List.of("flatbuffers", "person", "hang", "2", "truncate at 17: vector length 2147483647"),
        row(severe, "|", "flatbuffers"));
    assertTrue(severe.contains("| flatbuffers | person | other-error | 7 | java.lang.IndexOutOfBoundsException \\| in a "
        + "worker |"), severe);
    assertFalse(severe.substring(0, severe.indexOf("**Not tested")).contains("| protobuf |"));
    assertEquals(List.of("protobuf-reuse", "times encode only; decodes with its base codec"),
        row(md, "**Not tested", "protobuf-reuse"));
    assertTrue(md.indexOf(title) < md.indexOf("### Results per dataset"));
  }

  @Test
  void chartsLeaveFloorsOutAndMarkUntimedBars() throws Exception {
    String svg = Files.readString(run.resolve("charts/person-time.svg"), StandardCharsets.UTF_8);
    assertTrue(svg.contains("protobuf-reuse (reused output)"));
    assertFalse(svg.contains("(floor)"), "floors are in the tables only");
    assertTrue(svg.contains(">-</text>"), "an operation a variant does not time is marked '-'");
  }

  @Test
  void readmeSectionCarriesTheNewTablesAndIsIdempotent(@TempDir Path repo) throws Exception {
    Path results = Fixtures.copyVariantsRun(Files.createDirectories(repo.resolve("results")), "2026-12-01T000000Z");
    Path readme = repo.resolve("README.md");
    Files.writeString(readme, "# x\n\n<!-- serbench:results:begin -->\nold\n<!-- serbench:results:end -->\nend\n");
    assertEquals(0, Fixtures.cli(results, "--readme", readme).code());
    byte[] first = Files.readAllBytes(readme);
    String text = new String(first, StandardCharsets.UTF_8);
    // The README carries the summary and links the full report, which has every table.
    assertTrue(text.contains("(results/2026-12-01T000000Z/report.md)"), text);
    assertFalse(text.contains("### Robustness: decoding corrupted input"), text);
    String full = Files.readString(results.resolve("report.md"));
    assertTrue(full.contains("### Robustness: decoding corrupted input"), full);
    assertTrue(full.contains("| raw (floor) | 20.0 ± 0.5 |"), full);
    assertTrue(full.contains("| encode allocs/op | decode allocs/op |"), full);
    assertEquals(0, Fixtures.cli(results, "--readme", readme).code());
    assertArrayEquals(first, Files.readAllBytes(readme));
  }

  @Test
  void goSideBySideShowsAllocationCountsAndNoConversionRows() {
    Fixtures.Result r = Fixtures.cli(run, "--go", Fixtures.go("alecthomas-raw-2020.txt"));
    assertEquals(0, r.code(), r.err());
    String section = r.out().substring(r.out().indexOf("#### `person`: serbench and Go"));
    assertTrue(section.contains("| serbench (JVM) | protobuf | encode | 100 ± 2 | 152 | 3 | n/a | 52 |"), section);
    assertTrue(section.contains("its allocs/op is the allocation agent's count"));
    assertFalse(section.contains("fromModel"));
  }
}
