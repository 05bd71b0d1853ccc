package dev.serbench.report;

import static dev.serbench.report.Fixtures.row;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A run whose metadata states timestamp representations and field rules shows them with the properties. */
class FieldRulesReportTest {

  @TempDir
  Path temp;

  @Test
  void propertiesTableShowsTimestampRepresentationAndTheFieldRulesOfEachFamily() throws Exception {
    Path run = Fixtures.copyRun(temp, "run");
    Fixtures.editJson(run, "metadata.json", root -> {
      ((ObjectNode) root).put("timestampRule", "timestamp: {seconds int64, nanos int32} in binary formats");
      root.get("codecs").forEach(c -> {
        if (c.get("id").asText().equals("protobuf")) {
          ((ObjectNode) c).put("timestampRepresentation", "google.protobuf.Timestamp {seconds int64, nanos int32}");
        }
      });
      root.get("datasets").forEach(d -> ((ObjectNode) d).put("fieldRules",
          d.get("id").asText().startsWith("map") ? "entries: map int64 -> float64" : d.get("id").asText() + " rules"));
    });
    Fixtures.Result r = Fixtures.cli(run);
    assertEquals(0, r.code(), r.err());
    String md = r.out();
    List<String> header = Fixtures.header(md, "### Codecs");
    int column = header.indexOf("timestamp representation");
    assertEquals(header.indexOf("timestamps") + 1, column, header.toString());
    assertEquals("google.protobuf.Timestamp {seconds int64, nanos int32}", row(md, "### Codecs", "protobuf").get(column));
    assertEquals("n/a", row(md, "### Codecs", "json-jackson").get(column), "not declared");
    assertEquals(List.of("maps", "map-10, map-1000", "entries: map int64 -> float64"), row(md, "**Field rules**", "maps"));
    assertEquals(List.of("person", "person", "person rules"), row(md, "**Field rules**", "person"));
    assertTrue(md.contains("The timestamp: {seconds int64, nanos int32} in binary formats."), md);
  }
}
