package dev.serbench.report.run;

import com.fasterxml.jackson.databind.JsonNode;
import dev.serbench.report.ReportException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Reads {@code robustness.json} (docs/results-format.md). Every pair must count every outcome class the
 * file lists, and the counts must add up to its inputs (each input gets exactly one class).
 */
public final class RobustnessReader {

  private RobustnessReader() {}

  public static Robustness read(Path file) throws ReportException {
    JsonNode root = JsonFiles.versioned(file, Robustness.FORMAT_VERSION);
    List<String> outcomes = outcomes(file, root);
    List<Robustness.Pair> pairs = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    List<JsonNode> nodes = JsonFiles.requiredArray(file, "", root, "pairs");
    for (int i = 0; i < nodes.size(); i++) {
      String where = "pairs[" + i + "]";
      Robustness.Pair pair = pair(file, where, nodes.get(i), outcomes);
      if (!seen.add(pair.codec() + "\u0000" + pair.dataset())) {
        throw new ReportException(file + ": " + where + ": a second entry for codec '" + pair.codec() + "', dataset '"
            + pair.dataset() + "'");
      }
      pairs.add(pair);
    }
    List<Robustness.Skipped> skipped = new ArrayList<>();
    JsonNode skippedNode = root.get("skipped");
    if (skippedNode != null && !skippedNode.isNull()) {
      List<JsonNode> list = JsonFiles.requiredArray(file, "", root, "skipped");
      for (int i = 0; i < list.size(); i++) {
        skipped.add(new Robustness.Skipped(JsonFiles.requiredText(file, "skipped[" + i + "]", list.get(i), "codec"),
            JsonFiles.text(list.get(i), "reason")));
      }
    }
    JsonNode s = root.get("settings");
    if (s == null || !s.isObject()) {
      s = com.fasterxml.jackson.databind.node.JsonNodeFactory.instance.objectNode();
    }
    Robustness.Settings settings = new Robustness.Settings(JsonFiles.number(s, "inputsPerPair", -1),
        JsonFiles.number(s, "seed", -1), JsonFiles.number(s, "timeoutMillis", -1), JsonFiles.number(s, "workers", -1),
        JsonFiles.texts(s, "workerJvmArgs"), JsonFiles.texts(s, "limits"));
    return new Robustness(JsonFiles.text(root, "command"), JsonFiles.text(root, "startedAt"),
        JsonFiles.text(root, "finishedAt"), JsonFiles.decimal(root, "durationSeconds"), settings,
        outcomes, List.copyOf(pairs), List.copyOf(skipped));
  }

  private static List<String> outcomes(Path file, JsonNode root) throws ReportException {
    List<JsonNode> nodes = JsonFiles.requiredArray(file, "", root, "outcomes");
    if (nodes.isEmpty()) {
      throw new ReportException(file + ": outcomes is empty (expected the outcome classes, e.g. clean-exception)");
    }
    List<String> out = new ArrayList<>();
    for (int i = 0; i < nodes.size(); i++) {
      String name = nodes.get(i).isTextual() ? nodes.get(i).asText() : "";
      if (name.isEmpty() || out.contains(name)) {
        throw new ReportException(file + ": outcomes[" + i + "] is " + (name.isEmpty() ? "not a name" : "repeated")
            + ": " + nodes.get(i));
      }
      out.add(name);
    }
    return List.copyOf(out);
  }

  private static Robustness.Pair pair(Path file, String where, JsonNode p, List<String> outcomes)
      throws ReportException {
    String codec = JsonFiles.requiredText(file, where, p, "codec");
    String dataset = JsonFiles.requiredText(file, where, p, "dataset");
    long inputs = whole(file, where + ".inputs", JsonFiles.requiredNumber(file, where, p, "inputs"));
    JsonNode countsNode = JsonFiles.requiredObject(file, where, p, "counts");
    Map<String, Long> counts = new LinkedHashMap<>();
    long sum = 0;
    for (String outcome : outcomes) {
      long n = whole(file, where + ".counts." + outcome,
          JsonFiles.requiredNumber(file, where + ".counts", countsNode, outcome));
      counts.put(outcome, n);
      sum += n;
    }
    for (var names = countsNode.fieldNames(); names.hasNext(); ) {
      String name = names.next();
      if (!outcomes.contains(name)) {
        throw new ReportException(file + ": " + where + ".counts." + name + ": not one of the outcomes ("
            + String.join(", ", outcomes) + ")");
      }
    }
    if (sum != inputs) {
      throw new ReportException(file + ": " + where + ".counts add up to " + sum + ", not to inputs " + inputs
          + " (every input has exactly one outcome)");
    }
    Map<String, String> examples = new LinkedHashMap<>();
    JsonNode examplesNode = p.get("examples");
    if (examplesNode != null && examplesNode.isObject()) {
      for (String outcome : outcomes) {
        String text = JsonFiles.text(examplesNode, outcome);
        if (!text.isEmpty()) {
          examples.put(outcome, text);
        }
      }
    }
    long notRun = JsonFiles.number(p, "notRun", 0);
    return new Robustness.Pair(codec, dataset, inputs, counts, examples, notRun, JsonFiles.text(p, "notRunReason"));
  }

  private static long whole(Path file, String where, double value) throws ReportException {
    if (value < 0 || value != Math.rint(value)) {
      throw new ReportException(file + ": " + where + " is not a whole count: " + value);
    }
    return (long) value;
  }
}
