package dev.serbench.harness.go;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serbench.api.Datasets;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The {@code go} command, run from the shaded benchmarks.jar as users run it: the Go sources come out
 * of the jar, the value check passes, and every Go benchmark runs once. Skipped when Go is not on the
 * PATH, except in CI (CI=true), where .ci/run installs it and this test is mandatory.
 */
class GoCommandIT {

  private static final Path JAR = Path.of("target", "benchmarks.jar");
  private static final Path REPO = Path.of("..").toAbsolutePath().normalize();
  /** Every benchmark the Go programs have: 68 "gob vs json", 24 payload, 40 gob vs protobuf, 8 alecthomas. */
  private static final int GO_BENCHMARKS = 140;

  record Result(int code, String out, String err) {}

  private static Result java(Map<String, String> env, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-jar", JAR.toAbsolutePath().toString()));
    command.addAll(List.of(args));
    ProcessBuilder builder = new ProcessBuilder(command).directory(REPO.toFile());
    builder.environment().putAll(env);
    Path stdout = Files.createTempFile("go-command", ".out");
    Process process = builder.redirectOutput(stdout.toFile()).start();
    process.getOutputStream().close();
    byte[] err = process.getErrorStream().readAllBytes();
    assertTrue(process.waitFor(30, TimeUnit.MINUTES));
    String out = Files.readString(stdout, StandardCharsets.UTF_8);
    Files.delete(stdout);
    return new Result(process.exitValue(), out, new String(err, StandardCharsets.UTF_8));
  }

  @Test
  void withoutGoOnThePathItSaysSoInOneLine(@TempDir Path emptyDir, @TempDir Path out) throws Exception {
    Result r = java(Map.of("PATH", emptyDir.toString()), "go", "--out", out.toString());
    assertEquals(1, r.code(), r.out() + r.err());
    assertEquals("go: no Go toolchain on PATH (install golang-go)", r.err().strip());
  }

  @Test
  void refusesAGoDirectoryThatIsNotEmpty(@TempDir Path out) throws Exception {
    Files.createDirectories(out.resolve("go"));
    Files.writeString(out.resolve("go").resolve("bench.txt"), "earlier run\n");
    Result r = java(Map.of(), "go", "--out", out.toString());
    assertEquals(2, r.code(), r.out() + r.err());
    assertTrue(r.err().contains("go already exists; --force moves it aside first"), r.err());
  }

  @Test
  void checksTheValuesAndRunsEveryGoBenchmarkOnce(@TempDir Path out) throws Exception {
    boolean ci = "true".equals(System.getenv("CI"));
    assumeTrue(ci || GoToolchain.which(System.getenv("PATH"), "go").isPresent(), "no go on PATH");
    Result r = java(Map.of(), "go", "--count", "1", "--benchtime", "1x", "--out", out.toString());
    assertEquals(0, r.code(), r.out() + r.err());
    List<String> noGoCase = r.out().lines().filter(l -> l.startsWith("no Go case for: "))
        .flatMap(l -> List.of(l.substring("no Go case for: ".length()).split(", ")).stream()).toList();
    assertTrue(noGoCase.contains("media"), r.out());
    assertTrue(r.out().contains("value check: " + (Datasets.all().size() - noGoCase.size()) + " passed, 0 failed"),
        r.out());

    List<String> bench = Files.readAllLines(out.resolve("go").resolve("bench.txt"));
    assertTrue(bench.get(0).startsWith("# Go on this machine: serbench's go/ benchmarks, go"), bench.get(0));
    List<String> results = bench.stream().filter(l -> l.startsWith("Benchmark") && l.contains(" ns/op")).toList();
    assertEquals(GO_BENCHMARKS, results.size(), String.join("\n", bench));
    for (String name : List.of("BenchmarkEncodeSingleStruct/algo=Gob:struct_size=small-",
        "BenchmarkDecodeSliceMap/algo=JSON:key=1000:len=10-", "BenchmarkEncodeBinary/1MiB-",
        "BenchmarkDecodeSliceComplexMap/type=Proto_struct_size=huge_complex_map_slice_10-",
        "BenchmarkMsgpUnmarshal-", "BenchmarkGoprotobufMarshal-")) {
      assertTrue(results.stream().anyMatch(l -> l.startsWith(name)), name + " missing:\n" + String.join("\n", bench));
    }
    assertTrue(results.stream().filter(l -> l.startsWith("BenchmarkEncodeJSON/")).allMatch(l -> l.contains(" MB/s")));

    JsonNode env = new ObjectMapper().readTree(out.resolve("go").resolve("go-env.json").toFile());
    assertTrue(env.get("goVersion").asText().startsWith("go1."), env.toString());
    assertEquals(1, env.get("count").asInt());
    assertEquals(0, env.get("exitCode").asInt());
  }
}
