package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serbench.api.CodecRegistry;
import dev.serbench.model.Person;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The shaded {@code benchmarks.jar}, run as a user runs it: shading must keep every codec loadable
 * (service files merged, library versions found) and the bytes it dumps must be readable by the
 * formats' reference tools.
 */
class BenchmarksJarIT {

  private static final Path JAR = Path.of("target", "benchmarks.jar");
  private static final Path REPO = Path.of("..").toAbsolutePath().normalize();

  record Result(int code, String out, String err) {}

  private static Result java(String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-jar", JAR.toAbsolutePath().toString()));
    command.addAll(List.of(args));
    Process process = new ProcessBuilder(command).directory(REPO.toFile()).start();
    process.getOutputStream().close();
    byte[] out = process.getInputStream().readAllBytes();
    byte[] err = process.getErrorStream().readAllBytes();
    assertTrue(process.waitFor(5, TimeUnit.MINUTES));
    return new Result(process.exitValue(), new String(out, StandardCharsets.UTF_8), new String(err, StandardCharsets.UTF_8));
  }

  @Test
  void everyCodecLoadsFromTheShadedJar() throws Exception {
    Result list = java("list", "--no-sizes");
    assertEquals(0, list.code(), list.err());
    assertFalse(list.err().contains("failed to load"), list.err());
    for (var codec : CodecRegistry.load().all()) {
      assertTrue(list.out().lines().anyMatch(l -> l.startsWith(codec.id() + " ")), codec.id() + " missing:\n" + list.out());
    }
  }

  @Test
  void validatePassesEveryPairOfTheSmallDatasets() throws Exception {
    Result validate = java("validate", "--datasets", "person,medium,media,map-10,gpb-big,event-16B");
    assertEquals(0, validate.code(), validate.out() + validate.err());
    assertTrue(validate.out().strip().endsWith(" passed, 0 failed"), validate.out());
  }

  @Test
  void allocsCountsWithTheAgentFromTheShadedJarAlone(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("new-dir");
    Result allocs = java("allocs", "--codecs", "protobuf", "--datasets", "person", "--out", out.toString());
    assertEquals(0, allocs.code(), allocs.out() + allocs.err());
    assertTrue(allocs.out().lines().anyMatch(l -> l.startsWith("person ") && l.contains("protobuf")), allocs.out());
    JsonNode json = new ObjectMapper().readTree(out.resolve("allocs.json").toFile());
    assertEquals(0, json.get("failures").size(), json.toString());
    assertTrue(json.get("entries").size() >= 2, json.toString());
    for (JsonNode entry : json.get("entries")) {
      assertEquals("protobuf", entry.get("codec").asText());
      assertTrue(entry.get("allocsPerOp").asDouble() >= 1, entry.toString());
      assertTrue(entry.get("bytesPerOp").asDouble() >= 16, entry.toString());
    }
  }

  @Test
  void capnpDumpDecodesWithTheReferenceTool() throws Exception {
    boolean hasCapnp = System.getenv("PATH") != null && List.of(System.getenv("PATH").split(File.pathSeparator))
        .stream().anyMatch(dir -> Files.isExecutable(Path.of(dir, "capnp")));
    if (!hasCapnp && "true".equals(System.getenv("CI"))) {
      throw new AssertionError("CI=true requires Debian's capnp (apt-get install capnproto libcapnp-dev)");
    }
    assumeTrue(hasCapnp, "capnp is not on the PATH");
    // The README's command, as written: dump | capnp decode schemas/src/main/capnp/person.capnp Person
    ProcessBuilder pipeline = new ProcessBuilder("sh", "-c",
        "'" + Path.of(System.getProperty("java.home"), "bin", "java") + "' -jar '" + JAR.toAbsolutePath()
            + "' dump --codec capnp --dataset person | capnp decode schemas/src/main/capnp/person.capnp Person")
        .directory(REPO.toFile());
    Process process = pipeline.start();
    String out = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    String err = new String(process.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertEquals(0, process.waitFor(), err);
    Person person = (Person) dev.serbench.api.Datasets.find("person")
        .orElseThrow().values().get(0);
    assertTrue(out.contains("name = \"" + person.name() + "\""), out);
    assertTrue(out.contains("phone = \"" + person.phone() + "\""), out);
    assertTrue(out.contains("nanos = " + person.birthDay().getNano()), out);
  }
}
