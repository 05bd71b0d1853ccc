package dev.serbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.report.go.GoBenchmark;
import dev.serbench.report.go.GoMapping;
import dev.serbench.report.go.GoMatch;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A results directory with the go command's go/bench.txt: the report shows it without any --go flag. */
class SameMachineGoTest {

  static final List<String> BENCH = List.of(
      "# Go on this machine: serbench's go/ benchmarks, go1.19.8 linux/amd64",
      "# from 2026-11-30T04:00:00Z to 2026-11-30T04:10:00Z",
      "goos: linux",
      "goarch: amd64",
      "pkg: serbench/gobench",
      "cpu: Intel(R) Xeon(R) CPU @ 2.20GHz",
      "BenchmarkJsonMarshal-2  1000  196 ns/op  145.0 B/serial  1432 B/op  12 allocs/op",
      "BenchmarkJsonMarshal-2  1000  198 ns/op  145.0 B/serial  1432 B/op  12 allocs/op",
      "BenchmarkJsonMarshal-2  1000  200 ns/op  145.0 B/serial  1432 B/op  12 allocs/op",
      "BenchmarkJsonMarshal-2  1000  202 ns/op  145.0 B/serial  1432 B/op  12 allocs/op",
      "BenchmarkJsonMarshal-2  1000  204 ns/op  145.0 B/serial  1432 B/op  12 allocs/op",
      "BenchmarkGoprotobufMarshal-2  1000  50 ns/op  61.00 B/serial  64 B/op  1 allocs/op",
      "BenchmarkGoprotobufMarshal-2  1000  50 ns/op  61.00 B/serial  64 B/op  1 allocs/op",
      "BenchmarkGobMarshal-2  1000  1000 ns/op  165.0 B/serial  1624 B/op  35 allocs/op",
      "BenchmarkEncodeBinary/4KiB-2  1000  1024 ns/op  4000.00 MB/s  4864 B/op  1 allocs/op",
      "BenchmarkSomethingElse-2  1000  1 ns/op",
      "PASS");

  private static String report(Path temp) throws IOException {
    Path run = Fixtures.copyRun(temp, "run");
    Files.createDirectories(run.resolve("go"));
    Files.write(run.resolve("go").resolve("bench.txt"), BENCH);
    Fixtures.Result r = Fixtures.cli(run);
    assertEquals(0, r.code(), r.err());
    return r.out();
  }

  private static List<String> line(String md, String prefix) {
    return md.lines().filter(l -> l.startsWith(prefix)).toList();
  }

  @Test
  void ratiosCarryBothSidesIntervals(@TempDir Path temp) throws IOException {
    String md = report(temp);
    assertTrue(md.contains("### Go on the same machine"), md);
    // json-jackson 400 ± 8 against encoding/json's five samples, 200 ± 12 (t(0.9995, 4) = 8.610)
    assertEquals(List.of("| `person` | encode | best JVM JSON vs encoding/json | json-jackson | 400 ± 8 | Json "
        + "| 200 ± 12 (n=5) | 2.00 (1.85–2.17) |"), line(md, "| `person` | encode | best JVM JSON"));
    assertEquals(List.of("| `person` | encode | protobuf vs golang protobuf | protobuf | 100 ± 2 | Goprotobuf "
        + "| 50.0 ± 0.0 (n=2) | 2.00 (1.96–2.04) |"), line(md, "| `person` | encode | protobuf vs"));
    // one Go sample: no interval, so the ratio has none
    assertEquals(List.of("| `person` | encode | best JVM binary vs gob | protobuf | 100 ± 2 | Gob | 1,000 (n=1) "
        + "| 0.10 |"), line(md, "| `person` | encode | best JVM binary vs gob"));
    assertEquals(List.of("| `event-4KiB` | encode | best JVM binary vs hand-written binary | protobuf | 1,024 ± 20 "
        + "| Binary | 1,024 (n=1) | 1.00 |"), line(md, "| `event-4KiB` | encode | best JVM binary vs hand"));
  }

  @Test
  void theReadmeSummaryHasOneRatioTableWithTheNoiseMarked(@TempDir Path temp) throws IOException {
    Path run = Fixtures.copyRun(Files.createDirectories(temp.resolve("results")), "run");
    Files.createDirectories(run.resolve("go"));
    Files.write(run.resolve("go").resolve("bench.txt"), BENCH);
    Path readme = temp.resolve("README.md");
    Files.writeString(readme, "# x\n\n<!-- serbench:results:begin -->\n<!-- serbench:results:end -->\n");
    Fixtures.Result r = Fixtures.cli(run, "--readme", readme);
    assertEquals(0, r.code(), r.err());
    String md = Files.readString(readme);
    assertTrue(md.contains("### Go on the same machine: JVM/Go"), md);
    assertTrue(md.contains("go1.19.8 linux/amd64"), md);
    // person: JSON 400 ± 8 vs 200 ± 12 is 2.00 outside the noise; protobuf vs golang protobuf 2.00; no decode
    // benchmark in the Go run, so decode is n/a. event-4KiB: 1.00 against one Go sample (no interval, no mark).
    List<String> person = line(md, "| `person` |");
    assertEquals(1, person.size(), md);
    assertTrue(person.get(0).contains("| 2.00 / n/a |"), person.get(0));
    assertEquals(List.of(), line(md, "| `person` | encode"), "the detailed table stays in the full report");
    assertTrue(line(md, "| `event-4KiB` |").get(0).contains("1.00 / n/a"), md);
  }

  /**
   * A run split by --datasets whose parts each have a Go run: each dataset's Go figures come from the Go
   * run made beside the part that measured it on the JVM, and the text says which run gives which datasets.
   */
  @Test
  void eachPartsGoRunGivesTheDatasetsOfItsPart(@TempDir Path temp) throws IOException {
    List<Path> parts = Shards.byDatasets(Fixtures.resource("fixture-run-variants"), temp, "part",
        List.of(List.of("person"), List.of("map-10")));
    List<String> header = BENCH.subList(0, 6);
    Files.createDirectories(parts.get(0).resolve("go"));
    Files.write(parts.get(0).resolve("go").resolve("bench.txt"), concat(header, List.of(
        "BenchmarkJsonMarshal-2  1000  200 ns/op", "BenchmarkJsonMarshal-2  1000  202 ns/op",
        "BenchmarkEncodeMap/algo=Gob:key=10-2  1000  9000 ns/op")));
    Files.createDirectories(parts.get(1).resolve("go"));
    Files.write(parts.get(1).resolve("go").resolve("bench.txt"), concat(
        List.of("# Go on this machine: serbench's go/ benchmarks, go1.19.8 linux/amd64",
            "# from 2026-12-01T10:00:00Z to 2026-12-01T10:05:00Z"), header.subList(2, 6), List.of(
        "BenchmarkEncodeMap/algo=Gob:key=10-2  1000  1000 ns/op", "BenchmarkJsonMarshal-2  1000  999 ns/op")));
    Fixtures.Result r = Fixtures.cli(parts.get(0), parts.get(1));
    assertEquals(0, r.code(), r.err());
    String md = r.out();
    List<String> json = line(md, "| `BenchmarkJsonMarshal`");
    assertEquals(1, json.size(), md);
    assertTrue(json.get(0).startsWith("| `BenchmarkJsonMarshal` | `person` | encode | Json | 201 ± "), json.get(0));
    assertEquals(List.of("| `BenchmarkEncodeMap/algo=Gob:key=10` | `map-10` | encode | Gob | 1,000 (n=1) | n/a | n/a "
        + "| n/a | n/a |"), line(md, "| `BenchmarkEncodeMap"), md);
    assertTrue(md.contains("For `map-10`: the Go run beside the part in `part-2` (serbench's go/ benchmarks, "
        + "go1.19.8 linux/amd64, Go run 2026-12-01T10:00:00Z to 2026-12-01T10:05:00Z)."), md);
  }

  @SafeVarargs
  private static List<String> concat(List<String>... lists) {
    List<String> all = new java.util.ArrayList<>();
    for (List<String> l : lists) {
      all.addAll(l);
    }
    return all;
  }

  @Test
  void aJdksDirectoryOfARunOfSeveralJdksSharesTheGoRunBesideIt(@TempDir Path temp) throws IOException {
    // run --jvm A --jvm B --go: DIR/jdk-17, DIR/jdk-25 and, beside them, DIR/go made in turns with both.
    Path turns = Files.createDirectories(temp.resolve("turns"));
    Path jdk = Fixtures.copyRun(turns, "jdk-17");
    Files.createDirectories(turns.resolve("go"));
    Files.write(turns.resolve("go").resolve("bench.txt"), BENCH);
    Fixtures.Result r = Fixtures.cli(jdk);
    assertEquals(0, r.code(), r.err());
    assertTrue(r.out().contains("### Go on the same machine"), r.out());
    assertEquals(1, line(r.out(), "| `person` | encode | best JVM JSON vs encoding/json | json-jackson").size(), r.out());

    // A directory called jdk-17 that is no such part (its parent is a run of its own) has no Go run.
    Path single = Fixtures.copyRun(temp, "single");
    Path nested = Fixtures.copyRun(single, "jdk-17");
    Files.createDirectories(single.resolve("go"));
    Files.write(single.resolve("go").resolve("bench.txt"), BENCH);
    Fixtures.Result alone = Fixtures.cli(nested);
    assertEquals(0, alone.code(), alone.err());
    assertFalse(alone.out().contains("### Go on the same machine"), alone.out());
  }

  @Test
  void goResultsAndUnmappedBenchmarksAreListed(@TempDir Path temp) throws IOException {
    String md = report(temp);
    assertEquals(List.of("| `BenchmarkEncodeBinary/4KiB` | `event-4KiB` | encode | Binary | 1,024 (n=1) | 4,864 | 1 "
        + "| 4,000.0 | n/a |"), line(md, "| `BenchmarkEncodeBinary/4KiB`"));
    assertTrue(md.contains("Not mapped to a serbench dataset: `BenchmarkSomethingElse`."), md);
    assertTrue(md.contains("go1.19.8 linux/amd64"), md);
    assertFalse(md.contains("**The CPUs differ**"), md);
    assertFalse(md.contains("published elsewhere"), "no --go files, no published section");
  }

  @Test
  void theGoProgramsNamesMapOntoTheirDatasets() {
    GoMapping mapping = GoMapping.standard();
    for (String[] c : new String[][] {
        {"BenchmarkDecodeSliceComplexMap/type=Proto_struct_size=huge_complex_map_slice_10", "gpb-complex-list-10", "Proto"},
        {"BenchmarkEncodeSliceComplexMap/type=GOB_struct_size=huge_complex_map_slice", "gpb-complex-list-10", "Gob"},
        {"BenchmarkEncodeSliceMap/algo=JSON:key=1000:len=10", "map-list-1000x1000", "JSON"},
        {"BenchmarkDecodeSliceStructPointer/algo=Gob:struct_size=big:len=100", "big-list-100", "Gob (pointers)"},
        {"BenchmarkDecodeBinary/500KiB", "event-500KiB", "Binary"},
        {"BenchmarkMsgpUnmarshal", "person", "Msgp"}}) {
      GoMatch m = mapping.map(new GoBenchmark("bench.txt", 1, c[0], 2, 1, Map.of(GoBenchmark.NS_PER_OP, 1.0)));
      assertEquals(c[1], m.dataset(), c[0]);
      assertEquals(c[2], m.codec(), c[0]);
    }
  }

  @Test
  void publishedFilesStayInTheirOwnLabelledSection(@TempDir Path temp) throws IOException {
    Path run = Fixtures.copyRun(temp, "run");
    Files.createDirectories(run.resolve("go"));
    Files.write(run.resolve("go").resolve("bench.txt"), BENCH);
    Fixtures.Result r = Fixtures.cli(run, "--go", Fixtures.go("alecthomas-raw-2020.txt"));
    assertEquals(0, r.code(), r.err());
    int same = r.out().indexOf("### Go on the same machine");
    int published = r.out().indexOf("### Go side by side: published elsewhere");
    assertTrue(same >= 0 && published > same, r.out());
  }

  @Test
  void aMalformedGoRunIsAnErrorNamingTheFile(@TempDir Path temp) throws IOException {
    Path run = Fixtures.copyRun(temp, "run");
    Files.createDirectories(run.resolve("go"));
    Files.write(run.resolve("go").resolve("bench.txt"), List.of("BenchmarkJsonMarshal-2  many  1 ns/op"));
    Fixtures.Result r = Fixtures.cli(run);
    assertEquals(1, r.code(), r.out());
    assertTrue(r.err().contains("bench.txt:1: malformed benchmark line: iteration count 'many'"), r.err());
  }
}
