package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serbench.model.Person;
import dev.serbench.schemas.proto.PersonProto;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Each command of benchmarks.jar, run in-process as a user would run it. */
class CliTest {

  /** What one command printed and returned. */
  record Outcome(int code, String out, String err, byte[] rawOut) {}

  static Outcome run(String... args) {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    int code = Main.run(args, new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    return new Outcome(code, out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8), out.toByteArray());
  }

  @Test
  void listShowsCodecsPropertiesDatasetsAndPairs() {
    Outcome o = run("list", "--datasets", "person,small,event-16B");
    assertEquals(0, o.code(), o.err());
    assertTrue(o.out().contains("protobuf"), o.out());
    assertTrue(o.out().contains("Protocol Buffers"), o.out());
    assertTrue(o.out().contains("com.google.protobuf:protobuf-java"), o.out());
    assertTrue(o.out().lines().anyMatch(l -> l.startsWith("person ") && l.contains("default")), o.out());
    assertTrue(o.out().contains("distinct values") && o.out().contains("mean encoded bytes per value"), o.out());
    assertTrue(o.out().lines().anyMatch(l -> l.matches("small +structs +default +8 +\\S.*")), o.out());
    assertTrue(o.out().contains("Field rules"), o.out());
    assertTrue(o.out().contains("Pairs: "), o.out());
  }

  @Test
  void validateEndsWithTheCountLine() {
    Outcome o = run("validate", "--codecs", "protobuf,json-jackson", "--datasets", "person,media");
    assertEquals(0, o.code(), o.out() + o.err());
    String[] lines = o.out().strip().split("\n");
    assertEquals("4 passed, 0 failed", lines[lines.length - 1]);
    assertTrue(o.out().contains("json-jackson  media"), o.out());
  }

  @Test
  void unknownNamesAreUsageErrorsListingTheValidNames() {
    Outcome codec = run("validate", "--codecs", "protobuff");
    assertEquals(2, codec.code());
    assertTrue(codec.err().contains("unknown codec 'protobuff' (known: "), codec.err());
    assertTrue(codec.err().contains("protobuf"), codec.err());
    Outcome dataset = run("run", "--datasets", "persn", "--out", "/nonexistent");
    assertEquals(2, dataset.code());
    assertTrue(dataset.err().contains("unknown dataset 'persn' (known: person, small,"), dataset.err());
    Outcome command = run("frobnicate");
    assertEquals(2, command.code());
  }

  @Test
  void aJvmThatDoesNotExistFailsBeforeAnyWork(@org.junit.jupiter.api.io.TempDir java.nio.file.Path temp) {
    java.nio.file.Path out = temp.resolve("never");
    Outcome o = run("run", "--jvm", "/no/such/jdk", "--codecs", "protobuf", "--datasets", "small", "--out",
        out.toString());
    assertEquals(2, o.code(), o.err());
    assertTrue(o.err().contains("--jvm /no/such/jdk: no java there"), o.err());
    assertTrue(!java.nio.file.Files.exists(out), "nothing was written");
    assertEquals(1, o.err().strip().lines().count(), "one line: " + o.err());
  }

  @Test
  void everyCommandHasHelp() {
    for (String command : new String[] {"list", "validate", "run", "allocs", "robustness", "dump"}) {
      Outcome o = run(command, "--help");
      assertEquals(0, o.code(), command);
      assertTrue(o.out().contains("Usage:"), command + ": " + o.out());
    }
    assertTrue(run("--help").out().contains("validate"));
  }

  @Test
  void dumpWritesTheEncodedBytes(@TempDir Path dir) throws Exception {
    Outcome toStdout = run("dump", "--codec", "protobuf", "--dataset", "person");
    assertEquals(0, toStdout.code(), toStdout.err());
    PersonProto.Person person = PersonProto.Person.parseFrom(toStdout.rawOut());
    Person expected = (Person) dev.serbench.api.Datasets.find("person")
        .orElseThrow().values().get(0);
    assertEquals(expected.name(), person.getName());
    assertEquals(expected.birthDay().getNano(), person.getBirthDay().getNanos());

    Path file = dir.resolve("media.bin");
    Outcome toFile = run("dump", "--codec", "json-jackson", "--dataset", "media", "--out", file.toString());
    assertEquals(0, toFile.code(), toFile.err());
    assertTrue(Files.readString(file).contains("Steve Jobs\uC2A4"));
    assertEquals(2, run("dump", "--codec", "protobuf", "--dataset", "person", "--index", "99").code());
  }

  @Test
  void runValidatesTimesAndWritesAResultsDirectory(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("r");
    Outcome o = run("run", "--codecs", "protobuf", "--datasets", "small", "--out", out.toString(),
        "-f", "1", "-wi", "1", "-i", "1", "-w", "100ms", "-r", "100ms");
    assertEquals(0, o.code(), o.out() + o.err());
    assertTrue(o.out().contains("Results: " + out), o.out());
    // The table is a block per dataset: its id on a line, then a row per codec.
    java.util.List<String> lines = o.out().lines().toList();
    int block = lines.indexOf("small");
    assertTrue(block >= 0 && lines.subList(block, lines.size()).stream().anyMatch(l -> l.startsWith("  protobuf ")),
        o.out());

    ObjectMapper json = new ObjectMapper();
    JsonNode jmh = json.readTree(out.resolve("jmh.json").toFile());
    // One benchmark per operation protobuf declares.
    assertEquals(dev.serbench.api.CodecRegistry.load().select("protobuf").get(0).properties().operations().size(),
        jmh.size());
    assertEquals("small", jmh.get(0).get("params").get("dataset").asText());
    assertTrue(jmh.get(0).get("secondaryMetrics").has("gc.alloc.rate.norm"));
    JsonNode metadata = json.readTree(out.resolve("metadata.json").toFile());
    assertEquals(1, metadata.get("formatVersion").asInt());
    assertEquals("passed", metadata.get("pairs").get(0).get("status").asText());
    assertTrue(metadata.get("pairs").get(0).get("timed").asBoolean());
    assertTrue(metadata.get("pairs").get(0).get("serializedBytes").asDouble() > 0);
    assertEquals(1, metadata.get("jmh").get("forks").asInt());
    assertTrue(metadata.get("environment").get("cores").asInt() > 0);
    assertEquals("protobuf", metadata.get("codecs").get(0).get("id").asText());

    // The allocation pass ran after JMH, over the timed pair, and its counts are in the table.
    assertTrue(o.out().contains("allocs = allocs/op enc/dec"), o.out());
    assertTrue(o.out().lines().anyMatch(l -> l.startsWith("  protobuf ") && l.matches(".* \\d+\\.\\d/\\d+\\.\\d .*")),
        o.out());
    JsonNode allocs = json.readTree(out.resolve("allocs.json").toFile());
    assertEquals(0, allocs.get("failures").size(), allocs.toString());
    assertEquals(jmh.size(), allocs.get("entries").size(), allocs.toString());
    for (JsonNode entry : allocs.get("entries")) {
      assertEquals("small", entry.get("dataset").asText());
      assertTrue(entry.get("allocsPerOp").asDouble() >= 1, entry.toString());
    }
  }

  /**
   * A second run of the same selection (on another JDK, say) takes the first run's validation with
   * --validation-from: the same pairs and sizes, and the fork properties validation measured (memcpy's
   * sizes, so that memcpy's timing JVM does not encode every value with every codec in its set-up).
   * Another selection, or a directory without a finished validation, is refused before any work.
   */
  @Test
  void aSecondRunTakesTheFirstRunsValidation(@TempDir Path dir) throws Exception {
    String property = "serbench.fork.memcpy.sizes.small";
    String[] tiny = {"--no-allocs", "--codecs", "memcpy,protobuf", "--datasets", "small", "-f", "1", "-wi", "1", "-i",
        "1", "-w", "100ms", "-r", "100ms"};
    Path first = dir.resolve("first");
    System.clearProperty(property);
    Outcome a = run(concat(new String[] {"run", "--out", first.toString()}, tiny));
    assertEquals(0, a.code(), a.out() + a.err());
    ObjectMapper json = new ObjectMapper();
    JsonNode metadataA = json.readTree(first.resolve("metadata.json").toFile());
    String sizes = metadataA.get("forkProperties").get(property).asText();
    assertTrue(sizes.matches("\\d+(,\\d+){7}"), sizes);

    System.clearProperty(property);
    Path second = dir.resolve("second");
    Outcome b = run(concat(new String[] {"run", "--out", second.toString(), "--validation-from", first.toString()}, tiny));
    assertEquals(0, b.code(), b.out() + b.err());
    assertTrue(b.out().contains("Validation: " + first + "'s (2 pairs, validated in serbench's own JVM at the same "
        + "commit; --validation-from)"), b.out());
    assertFalse(b.out().contains("Validating "), b.out());
    assertEquals(sizes, System.getProperty(property), "restored for the timing JVMs");
    JsonNode metadataB = json.readTree(second.resolve("metadata.json").toFile());
    assertEquals(metadataA.get("pairs"), metadataB.get("pairs"));

    Outcome other = run("run", "--out", dir.resolve("other").toString(), "--validation-from", first.toString(),
        "--codecs", "protobuf", "--datasets", "small", "-f", "1");
    assertEquals(Main.USAGE, other.code(), other.out() + other.err());
    assertTrue(other.err().contains(first.resolve("metadata.json") + ": does not hold the validation of exactly the "
        + "selected 1 codecs x 1 datasets"), other.err());
    Outcome missing = run("run", "--out", dir.resolve("none").toString(), "--validation-from", dir.toString(),
        "--codecs", "protobuf", "--datasets", "small", "-f", "1");
    assertEquals(Main.USAGE, missing.code(), missing.out() + missing.err());
    assertTrue(missing.err().contains(dir.resolve("metadata.json") + ": missing"), missing.err());
  }

  private static String[] concat(String[] a, String[] b) {
    String[] all = java.util.Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, all, a.length, b.length);
    return all;
  }

  @Test
  void runWithoutAllocsWritesNoAllocsFile(@TempDir Path dir) {
    Path out = dir.resolve("r");
    Outcome o = run("run", "--no-allocs", "--codecs", "protobuf", "--datasets", "small", "--out", out.toString(),
        "-f", "1", "-wi", "1", "-i", "1", "-w", "100ms", "-r", "100ms");
    assertEquals(0, o.code(), o.out() + o.err());
    assertTrue(Files.exists(out.resolve("jmh.json")));
    assertFalse(Files.exists(out.resolve("allocs.json")));
    assertFalse(o.out().contains("allocs/op"), o.out());
  }
}
