package dev.serbench.harness.allocs;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serbench.api.Operation;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The allocation pass, run as {@code run} and {@code allocs} run it (worker JVMs with the agent), on
 * codecs that exist only here: counts are exact, and whatever cannot be counted is a failure that
 * says why.
 */
class AllocationPassTest {

  private static final List<Operation> ENCODE_DECODE = List.of(Operation.ENCODE, Operation.DECODE);
  private static final List<Operation> ALL = List.of(Operation.ENCODE, Operation.DECODE, Operation.FROM_MODEL,
      Operation.TO_MODEL);

  private static AllocsFile allocs;
  private static String log;

  @BeforeAll
  static void runThePass() throws Exception {
    StringWriter out = new StringWriter();
    AllocationPass pass = new AllocationPass(new PrintWriter(out, true), List.of(
        TestCodecs.KnownAllocations.class.getName(), TestCodecs.Unpreparable.class.getName(),
        TestCodecs.Declining.class.getName(), TestCodecs.Halting.class.getName()));
    allocs = pass.run(List.of(
        new AllocationPass.Task("test-known-allocations", "person", ALL, false),
        new AllocationPass.Task("test-unpreparable", "person", ENCODE_DECODE, false),
        new AllocationPass.Task("test-declining", "person", ENCODE_DECODE, false),
        new AllocationPass.Task("test-halting", "person", ENCODE_DECODE, false),
        // After the halted worker: counted by the next one.
        new AllocationPass.Task("test-known-allocations", "small", ENCODE_DECODE, false)), "the test's command");
    log = out.toString();
  }

  private static AllocsFile.Entry entry(String codec, String dataset, String operation) {
    return allocs.entry(codec, dataset, operation).orElseThrow(() -> new AssertionError(
        codec + " x " + dataset + " " + operation + " not counted: " + allocs.failures() + "\n" + log));
  }

  private static List<AllocsFile.Failure> failures(String codec) {
    return allocs.failures().stream().filter(f -> f.codec().equals(codec)).toList();
  }

  @Test
  void theAgentsLoggingHeadersAreNotRelayed() {
    assertTrue(AllocationPass.agentLogHeader(
        "Dec 03, 2026 2:39:03 PM com.google.monitoring.runtime.instrumentation.VerifyingClassAdapter toByteArray"));
    assertTrue(AllocationPass.agentLogHeader(
        "3 déc. 2026 14:39:03 com.google.monitoring.runtime.instrumentation.AllocationInstrumenter instrument"));
    assertTrue(!AllocationPass.agentLogHeader("person: 51 pairs in 17.9 s"));
    assertTrue(!AllocationPass.agentLogHeader(
        "\tat com.google.monitoring.runtime.instrumentation.VerifyingClassAdapter.toByteArray(VerifyingClassAdapter.java:88)"));
  }

  @Test
  void countsExactlyTheAllocationsOfEachOperation() {
    AllocsFile.Entry encode = entry("test-known-allocations", "person", "encode");
    assertEquals(1.0, encode.allocsPerOp());
    assertEquals(24.0, encode.bytesPerOp()); // byte[8]: a 16-byte array header, 8 bytes
    assertTrue(encode.operations() >= 1);
    AllocsFile.Entry decode = entry("test-known-allocations", "person", "decode");
    assertEquals(3.0, decode.allocsPerOp());
    assertEquals(96.0, decode.bytesPerOp()); // 3 x long[2]: a 16-byte array header, 16 bytes
    // The identity conversions allocate nothing, nor does the counting loop around them.
    assertEquals(0.0, entry("test-known-allocations", "person", "fromModel").allocsPerOp());
    assertEquals(0.0, entry("test-known-allocations", "person", "toModel").bytesPerOp());
  }

  @Test
  void aPairThatCannotBePreparedIsAFailureForEachOperation() {
    List<AllocsFile.Failure> failures = failures("test-unpreparable");
    assertEquals(List.of("encode", "decode"), failures.stream().map(AllocsFile.Failure::operation).toList());
    for (AllocsFile.Failure failure : failures) {
      assertTrue(failure.message().contains("could not prepare the pair"), failure.message());
      assertTrue(failure.message().contains("broken on purpose"), failure.message());
    }
  }

  @Test
  void aDeclinedPairIsNeitherCountedNorAFailure() {
    assertTrue(failures("test-declining").isEmpty(), allocs.failures().toString());
    assertTrue(allocs.entries().stream().noneMatch(e -> e.codec().equals("test-declining")));
  }

  @Test
  void aWorkerThatDiesCostsOnlyThePairItWasCounting() {
    List<AllocsFile.Failure> failures = failures("test-halting");
    assertEquals(List.of("encode", "decode"), failures.stream().map(AllocsFile.Failure::operation).toList(), log);
    assertTrue(failures.get(0).message().contains("exit code 3"), failures.get(0).message());
    assertEquals(1.0, entry("test-known-allocations", "small", "encode").allocsPerOp());
    assertEquals(3.0, entry("test-known-allocations", "small", "decode").allocsPerOp());
  }

  @Test
  void theFileHasTheDocumentedFields(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("allocs.json");
    allocs.write(file);
    JsonNode json = new ObjectMapper().readTree(file.toFile());
    assertEquals(List.of("formatVersion", "agent", "command", "startedAt", "finishedAt", "warmupOperations", "entries",
        "failures"), fieldNames(json));
    assertEquals(1, json.get("formatVersion").asInt());
    assertEquals("com.google.code.java-allocation-instrumenter:java-allocation-instrumenter:3.3.4",
        json.get("agent").asText());
    assertEquals("the test's command", json.get("command").asText());
    assertEquals(AllocationCounter.WARMUP_CALLS, json.get("warmupOperations").asInt());
    assertEquals(List.of("codec", "dataset", "operation", "operations", "allocsPerOp", "bytesPerOp"),
        fieldNames(json.get("entries").get(0)));
    assertEquals(List.of("codec", "dataset", "operation", "message"), fieldNames(json.get("failures").get(0)));
    // In the order of the tasks and of the operations.
    assertEquals("test-known-allocations person encode", describe(json.get("entries").get(0)));
    assertEquals("test-known-allocations person decode", describe(json.get("entries").get(1)));
    assertEquals("test-unpreparable person encode", describe(json.get("failures").get(0)));
  }

  @Test
  void aWorkerWithoutTheAgentFailsEveryTaskSayingSo(@TempDir Path dir) throws Exception {
    Path tasks = dir.resolve("tasks.txt");
    Path results = dir.resolve("results.jsonl");
    Files.writeString(tasks, new AllocationPass.Task("protobuf", "person", ENCODE_DECODE, false).line() + "\n");
    Process worker = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-cp",
        System.getProperty("java.class.path"), AllocsWorker.class.getName(), tasks.toString(), results.toString())
        .redirectErrorStream(true).start();
    String output = new String(worker.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertTrue(worker.waitFor(2, TimeUnit.MINUTES));
    assertEquals(0, worker.exitValue(), output);
    List<String> lines = Files.readAllLines(results);
    assertEquals(2, lines.size(), String.join("\n", lines) + output);
    for (String line : lines) {
      assertTrue(line.contains("the allocation agent is not attached"), line);
    }
  }

  private static List<String> fieldNames(JsonNode node) {
    List<String> names = new java.util.ArrayList<>();
    node.fieldNames().forEachRemaining(names::add);
    return names;
  }

  private static String describe(JsonNode node) {
    return List.of("codec", "dataset", "operation").stream().map(f -> node.get(f).asText())
        .collect(Collectors.joining(" "));
  }
}
