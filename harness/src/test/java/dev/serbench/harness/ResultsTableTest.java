package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.serbench.api.Codec;
import dev.serbench.api.CodecRegistry;
import dev.serbench.api.Dataset;
import dev.serbench.api.Datasets;
import dev.serbench.api.RoundTrip;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The console table: fits 100 columns, and leaves the variants that time one operation to --wide. */
class ResultsTableTest {

  private static final ObjectMapper JSON = new ObjectMapper();

  private static JsonNode result(String method, String codec, double score) {
    var e = JSON.createObjectNode().put("benchmark", "dev.serbench.harness.CodecBenchmark." + method);
    e.putObject("params").put("codec", codec).put("dataset", "person");
    e.putObject("primaryMetric").put("score", score).put("scoreError", score / 100).put("scoreUnit", "ns/op");
    return e;
  }

  private static String table(boolean wide) {
    CodecRegistry registry = CodecRegistry.load();
    Dataset<?> person = Datasets.select("person", false).get(0);
    List<PairCheck> checks = new ArrayList<>();
    for (String id : List.of("protobuf", "protobuf-reuse", "flatbuffers-access", "noop")) {
      Codec codec = registry.select(id).get(0);
      checks.add(new PairCheck(codec, person, RoundTrip.Status.PASSED, "", new Sizes(56, 50, 60, 50, 50, 56), false));
    }
    List<JsonNode> results = List.of(result("encode", "protobuf", 65), result("decode", "protobuf", 133),
        result("encode", "protobuf-reuse", 60), result("decode", "flatbuffers-access", 20),
        result("encode", "noop", 3.4), result("decode", "noop", 3.2));
    StringWriter text = new StringWriter();
    ResultsTable.print(results, checks, null, new PrintWriter(text, true), wide, true);
    return text.toString();
  }

  @Test
  void theCompactTableHoldsLibrariesAndFloorsAndNamesWhatItLeavesOut() {
    String text = table(false);
    assertTrue(text.startsWith("indicative: quick settings"), text);
    assertTrue(text.contains("  protobuf "), text);
    assertTrue(text.contains("  noop "), text);
    assertFalse(text.contains("protobuf-reuse"), text);
    assertFalse(text.contains("flatbuffers-access"), text);
    assertTrue(text.contains("  + 2 variants that time one operation (reused output, access, read): --wide shows them"),
        text);
    assertEquals(0, text.lines().filter(l -> l.length() > 100).count(), text);
  }

  @Test
  void theWideTableShowsEveryRow() {
    String text = table(true);
    assertTrue(text.contains("protobuf-reuse"), text);
    assertTrue(text.contains("flatbuffers-access"), text);
  }
}
