package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code run --go} (the shaded jar, short JMH settings, each Go benchmark once): each dataset's Go benchmarks
 * run right after the JVM's pairs of that dataset, into DIR/go/bench.txt, a dataset's output as soon as it
 * ends; a killed run resumes with the datasets whose Go output is not there yet. Skipped when Go is not on the
 * PATH, except in CI (CI=true), where .ci/run installs it and this test is mandatory.
 */
class GoTurnsIT {

  private static final Path JAR = Path.of("target", "benchmarks.jar").toAbsolutePath();
  private static final ObjectMapper JSON = new ObjectMapper();
  private static final String[] RUN = {"run", "-f", "1", "-wi", "1", "-w", "100ms", "-i", "1", "-r", "100ms",
      "--no-allocs", "--codecs", "raw,json-jackson", "--datasets", "small,event-16B", "--go", "--go-benchtime", "1x"};

  @TempDir
  Path temp;

  private static void assumeGo() {
    boolean ci = "true".equals(System.getenv("CI"));
    assumeTrue(ci || dev.serbench.harness.go.GoTurnsAccess.goOnPath(), "no go on PATH");
  }

  private Process start(Path log, String... args) throws IOException {
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-D" + RunLock.FILE_PROPERTY + "=" + temp.resolve("serbench.lock"), "-jar", JAR.toString()));
    command.addAll(List.of(args));
    return new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
  }

  private String run(int expected, Path log, String... args) throws Exception {
    Process p = start(log, args);
    assertTrue(p.waitFor(10, TimeUnit.MINUTES));
    String out = Files.readString(log);
    assertEquals(expected, p.exitValue(), out);
    return out;
  }

  private static String[] with(String... more) {
    List<String> all = new ArrayList<>(List.of(RUN));
    all.addAll(List.of(more));
    return all.toArray(String[]::new);
  }

  @Test
  void eachDatasetsGoBenchmarksRunRightAfterItsPairs() throws Exception {
    assumeGo();
    Path dir = temp.resolve("run");
    String out = run(0, temp.resolve("run.log"), with("--out", dir.toString()));
    List<String> lines = out.lines().toList();
    int goSmall = index(lines, "Go small: ");
    int goEvent = index(lines, "Go event-16B: ");
    assertTrue(goSmall >= 0 && goEvent > goSmall, out);
    // Plan order: small's pairs, small's Go, event-16B's pairs, event-16B's Go.
    assertTrue(lastIndex(lines, " small: ") < goSmall, out);
    int firstEvent = index(lines, " event-16B: ");
    assertTrue(firstEvent > goSmall && lastIndex(lines, " event-16B: ") < goEvent, out);

    Path bench = dir.resolve("go").resolve("bench.txt");
    List<String> text = Files.readAllLines(bench);
    assertTrue(text.get(0).startsWith("# Go on this machine: serbench's go/ benchmarks, go"), text.get(0));
    assertEquals(List.of("small", "event-16B"), text.stream().filter(l -> l.startsWith("serbench-go-dataset: "))
        .map(l -> l.split(" ")[1]).toList());
    assertTrue(text.stream().anyMatch(l -> l.startsWith("Benchmark") && l.contains("ns/op")), text.toString());
    JsonNode env = JSON.readTree(dir.resolve("go").resolve("go-env.json").toFile());
    assertEquals("[\"small\",\"event-16B\"]", env.get("datasets").toString());
    assertEquals(0, env.get("exitCode").asInt());
    assertTrue(out.contains("Go: " + bench), out);
    assertEquals(RunState.FINISHED, RunState.read(dir).phase());
  }

  @Test
  void aKilledRunResumesTheGoBenchmarksNotYetWritten() throws Exception {
    assumeGo();
    Path dir = temp.resolve("killed");
    Process run = start(temp.resolve("killed.log"), with("--out", dir.toString()));
    Path bench = dir.resolve("go").resolve("bench.txt");
    long end = System.currentTimeMillis() + 300_000;
    while (!Files.exists(bench)) {
      assertTrue(System.currentTimeMillis() < end, "timed out waiting for the first dataset's Go output");
      Thread.sleep(50);
    }
    run.descendants().forEach(ProcessHandle::destroyForcibly);
    run.destroyForcibly();
    assertTrue(run.waitFor(10, TimeUnit.SECONDS));

    String out = run(0, temp.resolve("resumed.log"), "run", "--resume", dir.toString());
    assertTrue(out.contains("Go: 1 datasets to run, each after the JVM's pairs of it (1 done by an earlier sitting, "
        + "kept)"), out);
    assertTrue(!out.contains("Go small: "), out);
    assertEquals(List.of("small", "event-16B"), Files.readAllLines(bench).stream()
        .filter(l -> l.startsWith("serbench-go-dataset: ")).map(l -> l.split(" ")[1]).toList());
    assertEquals(RunState.FINISHED, RunState.read(dir).phase());
  }

  @Test
  void goBenchtimeWithoutGoIsRefused() throws Exception {
    String out = run(Main.USAGE, temp.resolve("refused.log"), "run", "--go-benchtime", "1x", "--codecs", "raw",
        "--datasets", "small", "--out", temp.resolve("never").toString());
    assertTrue(out.contains("--go-benchtime goes with --go"), out);
    assertTrue(!Files.exists(temp.resolve("never")));
  }

  private static int index(List<String> lines, String part) {
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).contains(part)) {
        return i;
      }
    }
    return -1;
  }

  private static int lastIndex(List<String> lines, String part) {
    for (int i = lines.size() - 1; i >= 0; i--) {
      if (lines.get(i).contains(part) && !lines.get(i).startsWith("Go ")) {
        return i;
      }
    }
    return -1;
  }
}
