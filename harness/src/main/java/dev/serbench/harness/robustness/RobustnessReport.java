package dev.serbench.harness.robustness;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.serbench.harness.TextTable;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/** Writes robustness.json (the format of docs/results-format.md) and prints the console table. */
final class RobustnessReport {

  static final int FORMAT_VERSION = 1;

  private RobustnessReport() {}

  static void write(Path file, String command, Instant startedAt, Instant finishedAt, double durationSeconds,
      RobustnessRunner.Settings settings, List<String> limits, RobustnessRunner.Report report) throws IOException {
    Map<String, Object> root = new LinkedHashMap<>();
    root.put("formatVersion", FORMAT_VERSION);
    root.put("command", command);
    root.put("startedAt", startedAt.toString());
    root.put("finishedAt", finishedAt.toString());
    root.put("durationSeconds", Math.round(durationSeconds * 10) / 10.0);
    Map<String, Object> s = new LinkedHashMap<>();
    s.put("inputsPerPair", settings.inputs());
    s.put("seed", settings.seed());
    s.put("timeoutMillis", settings.timeoutMillis());
    s.put("maxHangsPerKind", settings.maxHangs());
    s.put("workers", settings.workers());
    s.put("workerJvmArgs", settings.workerJvmArgs());
    s.put("limits", limits);
    root.put("settings", s);
    root.put("outcomes", List.of(Outcome.values()).stream().map(Outcome::label).toList());
    List<Map<String, Object>> pairs = new ArrayList<>();
    for (PairResult result : report.pairs()) {
      Map<String, Object> pair = new LinkedHashMap<>();
      pair.put("codec", result.codec());
      pair.put("dataset", result.dataset());
      pair.put("inputs", result.inputs());
      Map<String, Object> counts = new LinkedHashMap<>();
      result.counts().forEach((outcome, n) -> counts.put(outcome.label(), n));
      pair.put("counts", counts);
      Map<String, Object> examples = new LinkedHashMap<>();
      result.examples().forEach((outcome, example) -> examples.put(outcome.label(), example));
      pair.put("examples", examples);
      if (result.notRun() > 0) {
        pair.put("notRun", result.notRun());
        pair.put("notRunReason", result.notRunReason());
      }
      pairs.add(pair);
    }
    root.put("pairs", pairs);
    List<Map<String, Object>> skipped = new ArrayList<>();
    for (RobustnessRunner.Skip skip : report.skipped()) {
      Map<String, Object> entry = new LinkedHashMap<>();
      entry.put("codec", skip.codec());
      if (skip.dataset() != null) {
        entry.put("dataset", skip.dataset());
      }
      entry.put("reason", skip.reason());
      skipped.add(entry);
    }
    root.put("skipped", skipped);
    new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValue(file.toFile(), root);
  }

  /**
   * Prints one row per codec with its counts summed over datasets, then every pair that hung, ran out
   * of memory, threw an Error or crashed its JVM, with an example, then the skipped codecs and pairs.
   */
  static void print(RobustnessRunner.Report report, PrintWriter out) {
    List<String> header = new ArrayList<>(List.of("codec", "datasets", "inputs"));
    for (Outcome outcome : Outcome.values()) {
      header.add(outcome.label());
    }
    TextTable table = new TextTable(header.toArray(String[]::new));
    for (int c = 1; c < header.size(); c++) {
      table.right(c);
    }
    Map<String, long[]> sums = new LinkedHashMap<>();
    for (PairResult pair : report.pairs()) {
      long[] sum = sums.computeIfAbsent(pair.codec(), c -> new long[2 + Outcome.values().length]);
      sum[0]++;
      sum[1] += pair.inputs();
      for (Outcome outcome : Outcome.values()) {
        sum[2 + outcome.ordinal()] += pair.count(outcome);
      }
    }
    sums.forEach((codec, sum) -> {
      List<Object> row = new ArrayList<>(List.of(codec));
      for (long n : sum) {
        row.add(n);
      }
      table.row(row.toArray());
    });
    table.print(out);
    List<PairResult> troubled = report.pairs().stream().filter(PairResult::troubled).toList();
    out.println();
    if (troubled.isEmpty()) {
      out.println("No input hung, ran out of memory, threw an Error or crashed its JVM.");
    } else {
      out.println("Pairs with hang, out-of-memory, other-error or jvm-crash:");
      for (PairResult pair : troubled) {
        for (Outcome outcome : List.of(Outcome.HANG, Outcome.OUT_OF_MEMORY, Outcome.OTHER_ERROR, Outcome.JVM_CRASH)) {
          if (pair.count(outcome) > 0) {
            out.println("  " + pair.codec() + " x " + pair.dataset() + ": " + pair.count(outcome) + " " + outcome.label()
                + ", e.g. " + pair.examples().get(outcome));
          }
        }
        if (pair.notRun() > 0) {
          out.println("  " + pair.codec() + " x " + pair.dataset() + ": " + pair.notRunReason());
        }
      }
    }
    for (RobustnessRunner.Skip skip : report.skipped()) {
      out.println("skipped " + skip.codec() + ": " + skip.reason());
    }
  }

  /** "12 min 34 s" or "8.5 s". */
  static String duration(double seconds) {
    if (seconds < 60) {
      return String.format(Locale.ROOT, "%.1f s", seconds);
    }
    long s = Math.round(seconds);
    return s / 60 + " min " + s % 60 + " s";
  }
}
