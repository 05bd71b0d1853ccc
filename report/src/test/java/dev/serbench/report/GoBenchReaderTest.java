package dev.serbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.report.go.GoBenchFile;
import dev.serbench.report.go.GoBenchReader;
import dev.serbench.report.go.GoBenchmark;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Parsing the Go files as the Go suites print them. */
class GoBenchReaderTest {

  private static GoBenchmark find(GoBenchFile f, String name) {
    return f.benchmarks().stream().filter(b -> b.name().equals(name)).findFirst()
        .orElseThrow(() -> new AssertionError("no " + name));
  }

  @Test
  void gobVsJsonSubBenchmarkNames() throws Exception {
    GoBenchFile f = GoBenchReader.read(Fixtures.go("gob-vs-json-published.txt"));
    assertEquals(68, f.benchmarks().size());
    assertEquals("darwin", f.headers().get("goos"));
    assertEquals("amd64", f.headers().get("goarch"));
    assertEquals("Published by the \"gob vs json\" study (README, results on 2022-07-19)", f.caption());
    assertEquals(4, f.description().size());
    GoBenchmark b = find(f, "BenchmarkEncodeMap/algo=Gob:key=10");
    assertEquals(8, b.procs());
    assertEquals(597687, b.iterations());
    assertEquals(1779, b.metric("ns/op"));
    assertEquals(1328, b.metric("B/op"));
    assertEquals(36, b.metric("allocs/op"));
    assertTrue(Double.isNaN(b.metric("MB/s")));
    GoBenchmark slice = find(f, "BenchmarkEncodeSliceMap/algo=JSON:key=1000:len=10");
    assertEquals(316158510, slice.metric("ns/op"));
    assertEquals(107563562, slice.metric("B/op"));
    assertEquals(135.4, find(f, "BenchmarkEncodeSingleStruct/algo=JSON:struct_size=small").metric("ns/op"));
  }

  @Test
  void alecthomasRawWithBytesSerial() throws Exception {
    GoBenchFile f = GoBenchReader.read(Fixtures.go("alecthomas-raw-2020.txt"));
    assertEquals(40, f.benchmarks().size());
    assertEquals("github.com/alecthomas/go_serialization_benchmarks", f.headers().get("pkg"));
    GoBenchmark gob = find(f, "BenchmarkGobUnmarshal");
    assertEquals(588, gob.metric("ns/op"));
    assertEquals(63.7, gob.metric("B/serial"));
    assertEquals(112, gob.metric("B/op"));
    assertEquals(3, gob.metric("allocs/op"));
    assertEquals("BenchmarkGobUnmarshal-8", gob.printedName());
  }

  @Test
  void payloadStudyWithMegabytesPerSecond() throws Exception {
    GoBenchFile f = GoBenchReader.read(Fixtures.go("payload-sizes-published.txt"));
    assertEquals(12, f.benchmarks().size());
    GoBenchmark b = find(f, "BenchmarkEncodeJSON/4KiB");
    assertEquals(12, b.procs());
    assertEquals(4525, b.metric("ns/op"));
    assertEquals(905.18, b.metric("MB/s"));
    assertEquals(4891, b.metric("B/op"));
    assertEquals("linux", f.headers().get("goos"));
    assertEquals("arm64", f.headers().get("goarch"));
  }

  @Test
  void gobProtoBenchNames() throws Exception {
    GoBenchFile f = GoBenchReader.read(Fixtures.go("gob-proto-bench-published.txt"));
    assertEquals(40, f.benchmarks().size());
    assertEquals(950.0, find(f, "BenchmarkEncodeSingle/type=Proto_struct_size=tiny").metric("ns/op"));
    assertEquals(2021125029,
        find(f, "BenchmarkEncodeSliceComplexMap/type=Proto_struct_size=huge_complex_map_slice").metric("ns/op"));
  }

  @Test
  void statsShTableColumnsFollowTheFilesCaveat() throws Exception {
    GoBenchFile f = GoBenchReader.read(Fixtures.go("alecthomas-readme-2023-11-16.tsv"));
    // 88 Marshal/Unmarshal rows; the Totals table (sums, not benchmarks) is skipped.
    assertEquals(88, f.benchmarks().size());
    GoBenchmark gob = find(f, "Benchmark_Gob_Unmarshal");
    assertEquals(16301, gob.metric("ns/op"));
    assertEquals(162, gob.metric("B/serial"), "bytes/op holds the encoded size");
    assertEquals(7720, gob.metric("B/op"), "allocs/op holds the allocated bytes");
    assertTrue(Double.isNaN(gob.metric("allocs/op")));
    assertEquals("11th Gen Intel(R) Core(TM) i5-11300H @ 3.10GHz", f.headers().get("cpu"));
    assertEquals("linux", f.headers().get("goos"));
  }

  @Test
  void malformedLineNamesFileAndLine() {
    ReportException e = assertThrows(ReportException.class, () -> GoBenchReader.parse("bad.txt", "bad.txt",
        List.of("goos: linux", "BenchmarkX-8   100   12 ns/op", "BenchmarkY-8   lots   12 ns/op")));
    assertTrue(e.getMessage().startsWith("bad.txt:3: malformed benchmark line"), e.getMessage());
    e = assertThrows(ReportException.class, () -> GoBenchReader.parse("bad.txt", "bad.txt",
        List.of("BenchmarkX-8   100   12 ns/op   7")));
    assertTrue(e.getMessage().startsWith("bad.txt:1: malformed benchmark line: value '7' has no unit"), e.getMessage());
    e = assertThrows(ReportException.class, () -> GoBenchReader.parse("bad.txt", "bad.txt",
        List.of("BenchmarkX-8   100   1x2 ns/op")));
    assertTrue(e.getMessage().contains("'1x2' (ns/op) is not a number"), e.getMessage());
  }

  @Test
  void noBenchmarkLinesIsAnError() {
    ReportException e = assertThrows(ReportException.class, () -> GoBenchReader.parse("empty.txt", "empty.txt",
        List.of("# nothing here", "goos: linux", "PASS")));
    assertTrue(e.getMessage().startsWith("empty.txt: no benchmark lines"), e.getMessage());
  }
}
