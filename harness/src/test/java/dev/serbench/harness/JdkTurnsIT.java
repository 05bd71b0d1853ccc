package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run of two JDKs ({@code run --jvm A --jvm B}, the shaded jar, quick settings) validates once and times
 * each step on both JDKs before the next, the first JDK alternating; killed, it resumes as a whole from its
 * directory. Needs a second JDK of another Java version under /usr/lib/jvm (this project's machines have
 * Temurin 25); skipped without one.
 */
class JdkTurnsIT {

  private static final Path JAR = Path.of("target", "benchmarks.jar").toAbsolutePath();
  private static final ObjectMapper JSON = new ObjectMapper();
  /** A progress line: "jdk-25 [3/4] 0:00:12 ETA 0:00:05 raw small: encode ...". */
  private static final Pattern LINE = Pattern.compile("^(jdk-\\d+) \\[\\s*\\d+/\\d+] \\S+ ETA \\S+ (\\S+) (\\S+):",
      Pattern.MULTILINE);

  private static Path other;

  @TempDir
  Path temp;

  @BeforeAll
  static void findAnotherJdk() throws IOException {
    Path jvms = Path.of("/usr/lib/jvm");
    if (!Files.isDirectory(jvms)) {
      return;
    }
    try (var homes = Files.list(jvms)) {
      for (Path home : homes.sorted().toList()) {
        if (Files.isSymbolicLink(home) || !Files.isExecutable(home.resolve("bin").resolve("java"))) {
          continue;
        }
        try {
          if (ForkJdk.at(home).feature() != Runtime.version().feature()) {
            other = home;
            return;
          }
        } catch (IllegalArgumentException notAJdk) {
          // not one serbench can run on
        }
      }
    }
  }

  private String[] selection(Path out) {
    return new String[] {"run", "--quick", "--no-allocs", "--codecs", "raw,noop", "--datasets", "small,person",
        "--jvm", System.getProperty("java.home"), "--jvm", other.toString(), "--out", out.toString()};
  }

  private List<String> command(String... args) {
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-D" + RunLock.FILE_PROPERTY + "=" + temp.resolve("serbench.lock"), "-jar", JAR.toString()));
    command.addAll(List.of(args));
    return command;
  }

  private Process start(Path log, String... args) throws IOException {
    return new ProcessBuilder(command(args)).redirectErrorStream(true).redirectOutput(log.toFile()).start();
  }

  private int run(Path log, String... args) throws Exception {
    Process p = start(log, args);
    assertTrue(p.waitFor(5, TimeUnit.MINUTES));
    return p.exitValue();
  }

  @Test
  void bothJdksTakeEveryStepInTurnAfterOneValidation() throws Exception {
    assumeTrue(other != null, "no second JDK under /usr/lib/jvm");
    Path dir = temp.resolve("two");
    Path log = temp.resolve("two.log");
    assertEquals(0, run(log, selection(dir)), () -> read(log));
    String out = read(log);
    String first = "jdk-" + Runtime.version().feature();
    String second = "jdk-" + ForkJdk.at(other).feature();

    assertEquals(1, count(out, "Validating 2 codecs x 2 datasets"), out);
    assertEquals(1, count(out, "Validation: " + dir.resolve(first) + "'s (4 pairs, validated by this process"), out);
    // A quick run's step is a codec's JVM (in plan order: noop, then raw): noop on both JDKs, then raw on both,
    // the other JDK first.
    List<String> lines = new ArrayList<>();
    Matcher m = LINE.matcher(out);
    while (m.find()) {
      lines.add(m.group(1) + " " + m.group(2) + " " + m.group(3));
    }
    assertEquals(List.of(first + " noop person", first + " noop small", second + " noop person", second + " noop small",
        second + " raw person", second + " raw small", first + " raw person", first + " raw small"), lines, out);

    for (String jdk : List.of(first, second)) {
      Path part = dir.resolve(jdk);
      assertEquals(RunState.FINISHED, RunState.read(part).phase());
      assertEquals(RunState.read(part).planned(), keys(part), jdk);
      JsonNode environment = JSON.readTree(part.resolve("metadata.json").toFile()).get("environment");
      assertTrue(environment.get("jdkVersion").asText().startsWith(jdk.substring(4)), environment.toString());
      assertTrue(out.contains("Results: " + part), out);
    }
  }

  @Test
  void aKilledRunOfTwoJdksResumesBothFromItsDirectory() throws Exception {
    assumeTrue(other != null, "no second JDK under /usr/lib/jvm");
    Path dir = temp.resolve("killed");
    String first = "jdk-" + Runtime.version().feature();
    String second = "jdk-" + ForkJdk.at(other).feature();
    Process run = start(temp.resolve("killed.log"), selection(dir));
    Path journal = dir.resolve(first).resolve(RunJournal.FILE);
    long end = System.currentTimeMillis() + 180_000;
    while (!Files.exists(journal) || Files.size(journal) == 0) {
      assertTrue(System.currentTimeMillis() < end, "timed out waiting for the first JDK's first codec");
      Thread.sleep(50);
    }
    run.descendants().forEach(ProcessHandle::destroyForcibly);
    run.destroyForcibly();
    assertTrue(run.waitFor(10, TimeUnit.SECONDS));
    assertEquals(RunState.BENCHMARKS, RunState.read(dir.resolve(first)).phase());

    Path log = temp.resolve("resumed.log");
    assertEquals(0, run(log, "run", "--resume", dir.toString()), () -> read(log));
    String out = read(log);
    assertTrue(out.contains("Resuming " + dir.resolve(first)), out);
    assertTrue(out.contains("Resuming " + dir.resolve(second)), out);
    for (String jdk : List.of(first, second)) {
      Path part = dir.resolve(jdk);
      assertEquals(RunState.FINISHED, RunState.read(part).phase(), jdk);
      assertEquals(RunState.read(part).planned(), keys(part), jdk + ": every planned benchmark once");
    }
    Path again = temp.resolve("again.log");
    assertEquals(Main.USAGE, run(again, "run", "--resume", dir.toString()));
    assertTrue(read(again).contains(dir + ": the runs of its JDKs are finished; there is nothing to resume"),
        read(again));
    assertFalse(Files.exists(dir.resolve(RunState.FILE)), "the JDKs' directories hold the run");
  }

  private static int count(String text, String part) {
    int n = 0;
    for (int i = text.indexOf(part); i >= 0; i = text.indexOf(part, i + 1)) {
      n++;
    }
    return n;
  }

  private static List<String> keys(Path dir) throws IOException {
    List<String> keys = new ArrayList<>();
    JSON.readTree(dir.resolve("jmh.json").toFile()).forEach(e -> keys.add(RunJournal.key(e)));
    return keys;
  }

  private static String read(Path file) {
    try {
      return Files.readString(file);
    } catch (IOException e) {
      return e.toString();
    }
  }
}
