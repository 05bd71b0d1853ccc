package dev.serbench.report.run;

import com.fasterxml.jackson.databind.JsonNode;
import dev.serbench.report.ReportException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads {@code allocs.json} (docs/results-format.md): every entry needs codec, dataset, a known operation
 * and allocsPerOp, and a row may be counted only once.
 */
public final class AllocsReader {

  private AllocsReader() {}

  public static AllocCounts read(Path file) throws ReportException {
    JsonNode root = JsonFiles.versioned(file, AllocCounts.FORMAT_VERSION);
    Map<ResultKey, AllocCounts.Entry> entries = new LinkedHashMap<>();
    List<JsonNode> nodes = JsonFiles.requiredArray(file, "", root, "entries");
    for (int i = 0; i < nodes.size(); i++) {
      String where = "entries[" + i + "]";
      JsonNode e = nodes.get(i);
      ResultKey key = new ResultKey(JsonFiles.requiredText(file, where, e, "codec"),
          JsonFiles.requiredText(file, where, e, "dataset"), operation(file, where, e));
      double allocs = JsonFiles.requiredNumber(file, where, e, "allocsPerOp");
      if (entries.containsKey(key)) {
        throw new ReportException(file + ": " + where + ": a second entry for codec '" + key.codec() + "', dataset '"
            + key.dataset() + "', " + key.op().id());
      }
      entries.put(key, new AllocCounts.Entry(JsonFiles.number(e, "operations", -1), allocs,
          JsonFiles.decimal(e, "bytesPerOp")));
    }
    List<AllocCounts.Failure> failures = new ArrayList<>();
    JsonNode failureNodes = root.get("failures");
    if (failureNodes != null && !failureNodes.isNull()) {
      List<JsonNode> list = JsonFiles.requiredArray(file, "", root, "failures");
      for (int i = 0; i < list.size(); i++) {
        String where = "failures[" + i + "]";
        JsonNode f = list.get(i);
        failures.add(new AllocCounts.Failure(JsonFiles.requiredText(file, where, f, "codec"),
            JsonFiles.requiredText(file, where, f, "dataset"), JsonFiles.text(f, "operation"),
            JsonFiles.text(f, "message")));
      }
    }
    return new AllocCounts(JsonFiles.text(root, "agent"), JsonFiles.text(root, "command"),
        JsonFiles.text(root, "startedAt"), JsonFiles.text(root, "finishedAt"),
        JsonFiles.number(root, "warmupOperations", -1), entries, List.copyOf(failures));
  }

  private static Op operation(Path file, String where, JsonNode entry) throws ReportException {
    String method = JsonFiles.requiredText(file, where, entry, "operation");
    Op op = Op.ofMethod(method);
    if (op == null) {
      throw new ReportException(file + ": " + where + ".operation '" + method + "' is not one of " + Op.methods());
    }
    return op;
  }
}
