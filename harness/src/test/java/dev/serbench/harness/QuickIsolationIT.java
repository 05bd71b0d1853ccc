package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A quick run times every dataset of a codec in one JVM, each dataset in a class loader of its own. A
 * library that looks classes up through the system class loader must still work there: hessian-lite does
 * (its ContextSerializerFactory puts the system loader at the top of every loader chain), and every hessian
 * benchmark of a quick run over two datasets failed while the system loader held the benchmark jar.
 */
class QuickIsolationIT {

  private static final Path JAR = Path.of("target", "benchmarks.jar").toAbsolutePath();
  private static final ObjectMapper JSON = new ObjectMapper();

  @TempDir
  Path temp;

  @Test
  void hessianIsTimedOnTwoDatasetsInTheirOwnClassLoaders() throws Exception {
    Path out = temp.resolve("quick");
    Path log = temp.resolve("quick.log");
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-D" + RunLock.FILE_PROPERTY + "=" + temp.resolve("serbench.lock"), "-jar", JAR.toString(),
        "run", "--quick", "--no-allocs", "--codecs", "hessian,raw", "--datasets", "person,small",
        "--out", out.toString()));
    Process p = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(log.toFile()).start();
    assertTrue(p.waitFor(5, TimeUnit.MINUTES));
    assertEquals(0, p.exitValue(), () -> read(log) + read(out.resolve("jmh.log")));
    Set<String> timed = new TreeSet<>();
    for (JsonNode row : JSON.readTree(out.resolve("jmh.json").toFile())) {
      String dataset = row.get("params").get("dataset").asText();
      assertEquals("[\"serbench-" + dataset + "\"]", row.get("serbench").get("classLoaders").toString(),
          row.get("params").toString());
      timed.add(row.get("params").get("codec").asText() + "|" + dataset + "|" + method(row));
    }
    assertEquals(new TreeSet<>(List.of("hessian|person|decode", "hessian|person|encode", "hessian|small|decode",
        "hessian|small|encode", "raw|person|decode", "raw|person|encode", "raw|small|decode", "raw|small|encode")),
        timed);
  }

  private static String method(JsonNode row) {
    String benchmark = row.get("benchmark").asText();
    return benchmark.substring(benchmark.lastIndexOf('.') + 1);
  }

  private static String read(Path file) {
    try {
      return Files.exists(file) ? Files.readString(file) : "";
    } catch (java.io.IOException e) {
      return e.toString();
    }
  }
}
