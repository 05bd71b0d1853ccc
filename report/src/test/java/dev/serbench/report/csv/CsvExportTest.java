package dev.serbench.report.csv;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.serbench.report.Fixtures;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code report csv DIR}: one RFC 4180 record per (codec, dataset, operation) with every metric. */
class CsvExportTest {

  @Test
  void oneRecordPerMeasuredOperationWithItsMetrics(@TempDir Path tmp) throws Exception {
    Path run = Fixtures.copyVariantsRun(tmp, "run");
    Fixtures.Result r = Fixtures.cli("csv", run);
    assertEquals(0, r.code(), r.err());
    List<List<String>> records = parse(r.out());
    assertEquals(CsvExport.COLUMNS, records.get(0));
    int jmhEntries = Fixtures.read(run.resolve("jmh.json")).split("\"benchmark\"").length - 1;
    assertEquals(jmhEntries, records.size() - 1, "one record per jmh.json entry");

    Map<String, String> encode = record(records, "person", "protobuf", "encode");
    assertEquals("library", encode.get("kind"));
    assertEquals("100", encode.get("score"));
    assertEquals("2", encode.get("error"));
    assertEquals("98", encode.get("low"));
    assertEquals("102", encode.get("high"));
    assertEquals("ns/op", encode.get("unit"));
    assertEquals("152", encode.get("alloc_bytes_per_op"));
    assertEquals("3", encode.get("allocs_per_op"));
    assertEquals("52", encode.get("size_bytes"));
    assertEquals("62", encode.get("gzip_bytes"));
    assertEquals("57", encode.get("zstd_bytes"));
    assertEquals("com.google.protobuf:protobuf-java", encode.get("library"));
    assertEquals("no", encode.get("unsafe"));

    Map<String, String> unsafe = record(records, "person", "flatbuffers", "decode");
    assertEquals("flatbuffers (unsafe)", unsafe.get("label"));
    assertEquals("yes", unsafe.get("unsafe"));
    assertEquals("floor", record(records, "person", "raw", "encode").get("kind"));
    assertEquals("one-operation", record(records, "person", "protobuf-reuse", "encode").get("kind"));
    assertTrue(records.stream().noneMatch(f -> f.get(2).equals("protobuf-reuse") && f.get(5).equals("decode")),
        "an operation a codec does not time has no record");
    assertTrue(r.out().endsWith("\r\n") && !r.out().replace("\r\n", "").contains("\n"), "records end in CRLF");
  }

  @Test
  void samplesComeFromJmhRawData(@TempDir Path tmp) throws Exception {
    Fixtures.Result r = Fixtures.cli("csv", Fixtures.copyRun(tmp, "run"));
    assertEquals(0, r.code(), r.err());
    Map<String, String> row = record(parse(r.out()), "person", "protobuf", "encode");
    assertEquals("3", row.get("samples"), "fixture-run: 1 fork x 3 measurement iterations");
  }

  @Test
  void fieldsWithCommasQuotesOrNewlinesAreQuoted(@TempDir Path tmp) throws Exception {
    Path run = Fixtures.copyVariantsRun(tmp, "run");
    Fixtures.editJson(run, "metadata.json", m -> m.get("codecs").forEach(c -> {
      if (c.get("id").asText().equals("protobuf")) {
        ((com.fasterxml.jackson.databind.node.ObjectNode) c).put("format", "Protocol \"Buffers\", v3\r\nbinary");
      }
    }));
    Path out = tmp.resolve("out.csv");
    Fixtures.Result r = Fixtures.cli("csv", run, "--out", out);
    assertEquals(0, r.code(), r.err());
    assertEquals("", r.out());
    String csv = Fixtures.read(out);
    assertTrue(csv.contains(",\"Protocol \"\"Buffers\"\", v3\r\nbinary\","), csv);
    assertEquals("Protocol \"Buffers\", v3\r\nbinary", record(parse(csv), "person", "protobuf", "encode").get("format"));
  }

  @Test
  void helpDescribesTheColumns() {
    Fixtures.Result r = Fixtures.cli("csv", "--help");
    assertEquals(0, r.code());
    assertTrue(r.out().contains("score ± error, the run's half-width: 95% Student t"), r.out());
    assertEquals("", r.err());
  }

  @Test
  void numbersArePlainAndMissingValuesEmpty() {
    assertEquals("0.00004", Csv.number(0.00004));
    assertEquals("1234567.5", Csv.number(1234567.5));
    assertEquals("", Csv.number(Double.NaN));
    assertEquals("0", Csv.number(-0.0));
    assertEquals("a", Csv.field("a"));
    assertEquals("\"a,b\"", Csv.field("a,b"));
  }

  @Test
  void aMissingRunIsExitOneAndNoDirIsExitTwo() {
    Fixtures.Result missing = Fixtures.cli("csv", "/nonexistent/run");
    assertEquals(1, missing.code());
    assertEquals("error: /nonexistent/run: results directory does not exist\n", missing.err());
    assertEquals(2, Fixtures.cli("csv").code());
  }

  private static Map<String, String> record(List<List<String>> records, String dataset, String codec, String op) {
    for (List<String> f : records.subList(1, records.size())) {
      if (f.get(0).equals(dataset) && f.get(2).equals(codec) && f.get(5).equals(op)) {
        Map<String, String> m = new TreeMap<>();
        for (int i = 0; i < CsvExport.COLUMNS.size(); i++) {
          m.put(CsvExport.COLUMNS.get(i), f.get(i));
        }
        return m;
      }
    }
    throw new AssertionError("no record " + dataset + "/" + codec + "/" + op);
  }

  /** A strict RFC 4180 reader: every record ends in CRLF, quoted fields may hold anything. */
  static List<List<String>> parse(String csv) {
    List<List<String>> records = new ArrayList<>();
    List<String> fields = new ArrayList<>();
    StringBuilder field = new StringBuilder();
    int i = 0;
    while (i < csv.length()) {
      char c = csv.charAt(i);
      if (c == '"' && field.length() == 0) {
        i++;
        while (true) {
          char q = csv.charAt(i);
          if (q == '"' && i + 1 < csv.length() && csv.charAt(i + 1) == '"') {
            field.append('"');
            i += 2;
          } else if (q == '"') {
            i++;
            break;
          } else {
            field.append(q);
            i++;
          }
        }
      } else if (c == ',') {
        fields.add(field.toString());
        field.setLength(0);
        i++;
      } else if (c == '\r' && csv.charAt(i + 1) == '\n') {
        fields.add(field.toString());
        field.setLength(0);
        records.add(fields);
        assertEquals(records.get(0).size(), fields.size(), "record " + records.size() + " has another field count");
        fields = new ArrayList<>();
        i += 2;
      } else {
        assertTrue(c != '"' && c != '\n' && c != '\r', "unquoted special character at " + i);
        field.append(c);
        i++;
      }
    }
    assertTrue(fields.isEmpty() && field.length() == 0, "the last record does not end in CRLF");
    return records;
  }
}
