package dev.serbench.report.run;

import com.fasterxml.jackson.databind.JsonNode;
import dev.serbench.report.ReportException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Reads JMH 1.37's JSON result file as serbench writes it: one {@code avgt} entry per
 * (method encode|decode|fromModel|toModel, codec, dataset), {@code params.codec} and {@code params.dataset} set.
 */
public final class JmhResultReader {

  private static final String ALLOC_METRIC = "gc.alloc.rate.norm";

  private JmhResultReader() {}

  public static JmhResults read(Path file) throws ReportException {
    JsonNode root = JsonFiles.read(file);
    if (!root.isArray()) {
      throw new ReportException(file + ": expected a JSON array of JMH results, found " + root.getNodeType());
    }
    return read(file, root);
  }

  /**
   * Reads the journal of a run that has not finished ({@code jmh.jsonl}: one JMH result per line, as
   * {@code run} appends them); a last line without its newline is a write cut short and is skipped.
   */
  public static JmhResults readJournal(Path file) throws ReportException {
    String text;
    try {
      text = java.nio.file.Files.readString(file, java.nio.charset.StandardCharsets.UTF_8);
    } catch (java.io.IOException e) {
      throw new ReportException(file + ": cannot read: " + e, e);
    }
    com.fasterxml.jackson.databind.node.ArrayNode entries = JsonFiles.MAPPER.createArrayNode();
    int start = 0;
    int line = 1;
    for (int end = text.indexOf('\n'); end >= 0; end = text.indexOf('\n', start)) {
      String json = text.substring(start, end);
      if (!json.isBlank()) {
        try {
          entries.add(JsonFiles.MAPPER.readTree(json));
        } catch (java.io.IOException e) {
          throw new ReportException(file + ":" + line + ": not a JMH result: " + e.getMessage(), e);
        }
      }
      start = end + 1;
      line++;
    }
    return read(file, entries);
  }

  private static JmhResults read(Path file, JsonNode root) throws ReportException {
    Map<ResultKey, OpResult> results = new LinkedHashMap<>();
    String jmhVersion = "";
    String vmVersion = "";
    int index = 0;
    for (JsonNode entry : root) {
      String where = file + ": entry " + index + " (" + JsonFiles.text(entry, "benchmark") + ")";
      ResultKey key = key(entry, where);
      if (results.containsKey(key)) {
        throw new ReportException(where + ": a second result for codec '" + key.codec() + "', dataset '"
            + key.dataset() + "', " + key.op().id());
      }
      results.put(key, new OpResult(time(entry, where), alloc(entry), samples(entry)));
      if (index == 0) {
        jmhVersion = JsonFiles.text(entry, "jmhVersion");
        vmVersion = JsonFiles.text(entry, "vmVersion");
      }
      index++;
    }
    return new JmhResults(jmhVersion, vmVersion, results);
  }

  private static ResultKey key(JsonNode entry, String where) throws ReportException {
    String benchmark = JsonFiles.text(entry, "benchmark");
    String method = benchmark.substring(benchmark.lastIndexOf('.') + 1);
    Op op = Op.ofMethod(method);
    if (op == null) {
      throw new ReportException(where + ": benchmark method '" + method + "' is not one of " + Op.methods());
    }
    String mode = JsonFiles.text(entry, "mode");
    if (!mode.equals("avgt")) {
      throw new ReportException(where + ": mode '" + mode + "' is not supported (serbench runs avgt)");
    }
    JsonNode params = entry.get("params");
    String codec = params == null ? "" : JsonFiles.text(params, "codec");
    String dataset = params == null ? "" : JsonFiles.text(params, "dataset");
    if (codec.isEmpty()) {
      throw new ReportException(where + ": missing params.codec");
    }
    if (dataset.isEmpty()) {
      throw new ReportException(where + ": missing params.dataset");
    }
    return new ResultKey(codec, dataset, op);
  }

  private static Estimate time(JsonNode entry, String where) throws ReportException {
    JsonNode metric = entry.get("primaryMetric");
    if (metric == null || !metric.isObject()) {
      throw new ReportException(where + ": missing primaryMetric");
    }
    double score = JsonFiles.decimal(metric, "score");
    if (Double.isNaN(score) || Double.isInfinite(score)) {
      throw new ReportException(where + ": primaryMetric.score is missing or not a number");
    }
    if (score < 0) {
      throw new ReportException(where + ": primaryMetric.score is negative (" + score + ")");
    }
    double toNanos = nanosPer(JsonFiles.text(metric, "scoreUnit"), where);
    java.util.List<String> flags = new java.util.ArrayList<>();
    JsonNode serbench = entry.get("serbench");
    if (serbench != null && serbench.get("flags") != null) {
      serbench.get("flags").forEach(f -> flags.add(f.asText()));
    }
    return new Estimate(score * toNanos, JsonFiles.decimal(metric, "scoreError") * toNanos, java.util.List.copyOf(flags));
  }

  private static double nanosPer(String unit, String where) throws ReportException {
    return switch (unit) {
      case "ns/op" -> 1;
      case "us/op" -> 1e3;
      case "ms/op" -> 1e6;
      case "s/op" -> 1e9;
      default -> throw new ReportException(where + ": scoreUnit '" + unit + "' is not a time per operation");
    };
  }

  /** How many iterations the score averages: the values of every fork's {@code primaryMetric.rawData}. */
  private static long samples(JsonNode entry) {
    JsonNode metric = entry.get("primaryMetric");
    JsonNode raw = metric == null ? null : metric.get("rawData");
    if (raw == null || !raw.isArray()) {
      return -1;
    }
    long n = 0;
    for (JsonNode fork : raw) {
      n += fork.isArray() ? fork.size() : 0;
    }
    return n;
  }

  private static Estimate alloc(JsonNode entry) {
    JsonNode secondary = entry.get("secondaryMetrics");
    JsonNode metric = secondary == null ? null : secondary.get(ALLOC_METRIC);
    if (metric == null || !metric.isObject()) {
      return null;
    }
    double score = JsonFiles.decimal(metric, "score");
    return Double.isNaN(score) ? null : new Estimate(score, JsonFiles.decimal(metric, "scoreError"));
  }
}
