package dev.serbench.report.run;

import com.fasterxml.jackson.databind.JsonNode;
import dev.serbench.report.ReportException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Reads serbench's metadata.json (docs/results-format.md); refuses any formatVersion but 1. */
public final class MetadataReader {

  private MetadataReader() {}

  public static RunMetadata read(Path file) throws ReportException {
    JsonNode root = JsonFiles.read(file);
    if (!root.isObject()) {
      throw new ReportException(file + ": expected a JSON object, found " + root.getNodeType());
    }
    JsonNode version = root.get("formatVersion");
    if (version == null || !version.isInt()) {
      throw new ReportException(file + ": missing formatVersion (expected " + RunMetadata.FORMAT_VERSION + ")");
    }
    if (version.asInt() != RunMetadata.FORMAT_VERSION) {
      throw new ReportException(file + ": formatVersion " + version.asInt() + " is not supported (this report reads "
          + RunMetadata.FORMAT_VERSION + ")");
    }
    return new RunMetadata(
        version.asInt(),
        JsonFiles.text(root, "serbenchVersion"),
        JsonFiles.text(root, "command"),
        JsonFiles.text(root, "startedAt"),
        JsonFiles.text(root, "finishedAt"),
        environment(object(root, "environment")),
        jmh(object(root, "jmh")),
        codecs(file, root),
        datasets(file, root),
        JsonFiles.text(root, "timestampRule"),
        pairs(file, root),
        loadFailures(root),
        time(object(root, "time")),
        MachineSpeed.read(root.get("machineSpeed")));
  }

  private static java.util.Map<String, Long> time(JsonNode t) {
    java.util.Map<String, Long> time = new java.util.LinkedHashMap<>();
    t.fields().forEachRemaining(f -> {
      if (f.getValue().isNumber()) {
        time.put(f.getKey(), f.getValue().asLong());
      }
    });
    return java.util.Collections.unmodifiableMap(time);
  }

  private static JsonNode object(JsonNode root, String field) {
    JsonNode v = root.get(field);
    return v != null && v.isObject() ? v : com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
  }

  private static List<JsonNode> array(JsonNode root, String field) {
    List<JsonNode> out = new ArrayList<>();
    JsonNode v = root.get(field);
    if (v != null && v.isArray()) {
      v.forEach(out::add);
    }
    return out;
  }

  private static String required(Path file, String where, JsonNode node, String field) throws ReportException {
    String v = JsonFiles.text(node, field);
    if (v.isEmpty()) {
      throw new ReportException(file + ": " + where + ": missing '" + field + "'");
    }
    return v;
  }

  private static Environment environment(JsonNode e) {
    return new Environment(JsonFiles.text(e, "jdkVendor"), JsonFiles.text(e, "jdkVersion"),
        JsonFiles.text(e, "vmName"), JsonFiles.texts(e, "jvmArgs"), JsonFiles.text(e, "os"),
        JsonFiles.text(e, "cpuModel"), JsonFiles.text(e, "cpuId"), JsonFiles.number(e, "cores", -1), JsonFiles.number(e, "memoryBytes", -1),
        JsonFiles.text(e, "gitCommit"), JsonFiles.flag(e, "gitDirty"));
  }

  private static JmhSettings jmh(JsonNode j) {
    return new JmhSettings(JsonFiles.number(j, "forks", -1), JsonFiles.number(j, "warmupIterations", -1),
        JsonFiles.text(j, "warmupTime"), JsonFiles.number(j, "measurementIterations", -1),
        JsonFiles.text(j, "measurementTime"), JsonFiles.text(j, "mode"), JsonFiles.text(j, "timeUnit"),
        JsonFiles.texts(j, "profilers"), Boolean.TRUE.equals(JsonFiles.flag(j, "quick")),
        Boolean.TRUE.equals(JsonFiles.flag(j, "calibrated")), JsonFiles.text(j, "interval"));
  }

  private static List<CodecInfo> codecs(Path file, JsonNode root) throws ReportException {
    List<CodecInfo> out = new ArrayList<>();
    List<JsonNode> nodes = array(root, "codecs");
    for (int i = 0; i < nodes.size(); i++) {
      JsonNode c = nodes.get(i);
      String where = "codecs[" + i + "]";
      out.add(new CodecInfo(required(file, where, c, "id"), JsonFiles.text(c, "format"),
          JsonFiles.text(c, "library"), JsonFiles.text(c, "libraryVersion"), JsonFiles.text(c, "encoding"),
          JsonFiles.flag(c, "schemaRequired"), JsonFiles.text(c, "api"), JsonFiles.flag(c, "zeroCopy"),
          JsonFiles.flag(c, "crossLanguage"), JsonFiles.text(c, "timestampPrecision"),
          JsonFiles.text(c, "timestampRepresentation"), JsonFiles.flag(c, "reusesBuffers"), JsonFiles.texts(c, "variants"), JsonFiles.texts(c, "fidelityRules"),
          JsonFiles.text(c, "notes"), Boolean.TRUE.equals(JsonFiles.flag(c, "floor")), operations(file, where, c),
          JsonFiles.text(c, "module")));
    }
    return List.copyOf(out);
  }

  /** {@code codecs[].operations}: known method names only; empty when absent (encode and decode). */
  private static List<Op> operations(Path file, String where, JsonNode codec) throws ReportException {
    List<Op> out = new ArrayList<>();
    List<String> names = JsonFiles.texts(codec, "operations");
    for (int i = 0; i < names.size(); i++) {
      Op op = Op.ofMethod(names.get(i));
      if (op == null) {
        throw new ReportException(file + ": " + where + ".operations[" + i + "]: unknown operation '" + names.get(i)
            + "' (expected one of " + Op.methods() + ")");
      }
      out.add(op);
    }
    return List.copyOf(out);
  }

  private static List<DatasetInfo> datasets(Path file, JsonNode root) throws ReportException {
    List<DatasetInfo> out = new ArrayList<>();
    List<JsonNode> nodes = array(root, "datasets");
    for (int i = 0; i < nodes.size(); i++) {
      JsonNode d = nodes.get(i);
      String family = JsonFiles.text(d, "family");
      out.add(new DatasetInfo(required(file, "datasets[" + i + "]", d, "id"),
          family.isEmpty() ? DatasetInfo.UNLISTED_FAMILY : family, JsonFiles.text(d, "description"),
          Boolean.TRUE.equals(JsonFiles.flag(d, "large")), JsonFiles.number(d, "values", 0),
          JsonFiles.number(d, "payloadBytes", 0), JsonFiles.number(d, "elements", 0), JsonFiles.text(d, "fieldRules")));
    }
    return List.copyOf(out);
  }

  private static List<PairInfo> pairs(Path file, JsonNode root) throws ReportException {
    List<PairInfo> out = new ArrayList<>();
    List<JsonNode> nodes = array(root, "pairs");
    for (int i = 0; i < nodes.size(); i++) {
      JsonNode p = nodes.get(i);
      String where = "pairs[" + i + "]";
      out.add(new PairInfo(required(file, where, p, "codec"), required(file, where, p, "dataset"),
          required(file, where, p, "status"), JsonFiles.text(p, "message"),
          Boolean.TRUE.equals(JsonFiles.flag(p, "timed")), JsonFiles.decimal(p, "serializedBytes"),
          JsonFiles.decimal(p, "minBytes"), JsonFiles.decimal(p, "maxBytes"), JsonFiles.decimal(p, "gzipBytes"),
          JsonFiles.decimal(p, "zstdBytes"), Boolean.TRUE.equals(JsonFiles.flag(p, "unsafe")),
          JsonFiles.decimal(p, "value0Bytes")));
    }
    return List.copyOf(out);
  }

  private static List<LoadFailure> loadFailures(JsonNode root) {
    List<LoadFailure> out = new ArrayList<>();
    for (JsonNode f : array(root, "loadFailures")) {
      out.add(new LoadFailure(JsonFiles.text(f, "provider"), JsonFiles.text(f, "message")));
    }
    return List.copyOf(out);
  }
}
