package dev.serbench.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.report.go.GoBenchFile;
import dev.serbench.report.go.GoBenchReader;
import dev.serbench.report.go.GoBenchmark;
import dev.serbench.report.go.GoSample;
import java.util.List;
import org.junit.jupiter.api.Test;

/** go test -bench -benchmem output as serbench's go command writes it: -count N, sub-benchmarks, b.SetBytes. */
class GoTestOutputParserTest {

  private static final List<String> OUTPUT = List.of(
      "# Go on this machine: serbench's go/ benchmarks, go1.19.8 linux/amd64",
      "goos: linux",
      "goarch: amd64",
      "pkg: serbench/gobench",
      "cpu: Intel(R) Xeon(R) Processor",
      "BenchmarkEncodeSliceMap/algo=Gob:key=10:len=1000-2   \t    1534\t    784413 ns/op\t  47636 B/serial\t  484300 B/op\t   21034 allocs/op",
      "BenchmarkEncodeSliceMap/algo=Gob:key=10:len=1000-2   \t    1498\t    794413 ns/op\t  47636 B/serial\t  484302 B/op\t   21034 allocs/op",
      "BenchmarkEncodeSliceMap/algo=Gob:key=10:len=1000-2   \t    1510\t    789413 ns/op\t  47636 B/serial\t  484304 B/op\t   21034 allocs/op",
      "BenchmarkEncodeJSON/4KiB-2      \t  230463\t      4525 ns/op\t 905.18 MB/s\t    4891 B/op\t       2 allocs/op",
      "BenchmarkDecodeSingle/type=Proto_struct_size=tiny-2 \t      10\t       204.2 ns/op\t      72 B/op\t       2 allocs/op",
      "--- SKIP: BenchmarkGobMarshal",
      "PASS",
      "ok  \tserbench/gobench\t24.022s");

  private static GoBenchFile parse() throws ReportException {
    return GoBenchReader.parse("bench.txt", "bench.txt", OUTPUT);
  }

  @Test
  void countGreaterThanOneGivesOneLinePerSampleAndOneSample() throws ReportException {
    GoBenchFile file = parse();
    assertEquals(5, file.benchmarks().size());
    List<GoSample> samples = GoSample.of(file.benchmarks());
    assertEquals(3, samples.size());
    GoSample sliceMap = samples.get(0);
    assertEquals(3, sliceMap.count());
    assertEquals(789413, sliceMap.time().score(), 1e-6);
    // sd 5000 over 3 samples: t(0.9995, 2) = 31.599, so 31.599 * 5000 / sqrt(3)
    assertEquals(31.599 * 5000 / Math.sqrt(3), sliceMap.time().error(), 1e-6);
    assertEquals(484302, sliceMap.mean(GoBenchmark.BYTES_PER_OP), 1e-9);
    assertEquals(47636, sliceMap.mean(GoBenchmark.BYTES_SERIAL), 1e-9);
    assertTrue(Double.isNaN(samples.get(1).time().error()), "one sample has no interval");
  }

  @Test
  void subBenchmarkNamesKeepSlashesEqualsAndColonsAndLoseOnlyTheProcsSuffix() throws ReportException {
    List<GoBenchmark> b = parse().benchmarks();
    assertEquals("BenchmarkEncodeSliceMap/algo=Gob:key=10:len=1000", b.get(0).name());
    assertEquals(2, b.get(0).procs());
    assertEquals(1534, b.get(0).iterations());
    assertEquals("BenchmarkDecodeSingle/type=Proto_struct_size=tiny", b.get(4).name());
    assertEquals(204.2, b.get(4).metric(GoBenchmark.NS_PER_OP), 1e-9);
  }

  @Test
  void setBytesThroughputIsReadAsMegabytesPerSecond() throws ReportException {
    GoBenchmark json = parse().benchmarks().get(3);
    assertEquals("BenchmarkEncodeJSON/4KiB", json.name());
    assertEquals(905.18, json.metric(GoBenchmark.MB_PER_S), 1e-9);
    assertEquals(4891, json.metric(GoBenchmark.BYTES_PER_OP), 1e-9);
    assertEquals(2, json.metric(GoBenchmark.ALLOCS_PER_OP), 1e-9);
    assertTrue(Double.isNaN(json.metric(GoBenchmark.BYTES_SERIAL)));
  }

  @Test
  void headersAndCommentsDescribeTheRun() throws ReportException {
    GoBenchFile file = parse();
    assertEquals("Go on this machine: serbench's go/ benchmarks, go1.19.8 linux/amd64", file.caption());
    assertEquals("goos: linux, goarch: amd64, cpu: Intel(R) Xeon(R) Processor", file.machine());
  }
}
