package dev.serbench.harness;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.PrintStream;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * The console's one line per finished benchmark: how far the whole run is ({@code [done/total]}), the
 * time it has taken and an estimate of the time left, and the benchmark's figure. JMH's own output goes
 * to the run's log file instead (shown live with {@code --verbose}).
 */
final class Progress {

  private final int total;
  private int done;
  /** Benchmarks done before this process started (a resumed run, or a quick run's earlier codec JVMs). */
  private final int doneBefore;
  private final long startNanos;
  /** Time the run spent before this process, in ms. */
  private final long elapsedBeforeMillis;

  Progress(int total, int done, long elapsedBeforeMillis) {
    this.total = total;
    this.done = done;
    this.doneBefore = done;
    this.elapsedBeforeMillis = elapsedBeforeMillis;
    this.startNanos = System.nanoTime();
  }

  /** The state for a child JVM that continues the count: "total,done,elapsedMillis". */
  String argument() {
    return total + "," + done + "," + elapsedMillis();
  }

  static Progress parse(String argument) {
    String[] parts = argument.split(",");
    return new Progress(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), Long.parseLong(parts[2]));
  }

  int done() {
    return done;
  }

  /** Counts {@code n} benchmarks done elsewhere (a child JVM) without printing. */
  void advance(int n) {
    done += n;
  }

  private long elapsedMillis() {
    return elapsedBeforeMillis + (System.nanoTime() - startNanos) / 1_000_000;
  }

  /** Counts one finished benchmark and prints its line. */
  void finished(String key, List<JsonNode> entries, PrintStream out) {
    done++;
    String[] parts = key.split("\\|");
    String figure = entries.isEmpty() ? "FAILED (no result; see jmh.log)" : figure(entries.get(0));
    long elapsed = elapsedMillis();
    int doneHere = done - doneBefore;
    String eta = doneHere == 0 ? "?" : clock((System.nanoTime() - startNanos) / 1_000_000 / doneHere * (total - done));
    out.printf(Locale.ROOT, "[%" + String.valueOf(total).length() + "d/%d] %s elapsed, ETA %s  %s %s %s: %s%n",
        done, total, clock(elapsed), eta, parts[1], parts[2], parts[0], figure);
    out.flush();
  }

  private static String figure(JsonNode entry) {
    JsonNode primary = entry.get("primaryMetric");
    double score = primary.get("score").asDouble();
    JsonNode error = primary.get("scoreError");
    String interval = error == null || !error.isNumber() ? "" : " ± " + ResultsTable.number(error.asDouble());
    return ResultsTable.number(score) + interval + " " + primary.get("scoreUnit").asText();
  }

  static String clock(long millis) {
    Duration d = Duration.ofMillis(Math.max(0, millis));
    return String.format(Locale.ROOT, "%d:%02d:%02d", d.toHours(), d.toMinutesPart(), d.toSecondsPart());
  }
}
