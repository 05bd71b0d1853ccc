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

  /** Whether the output is a terminal (progress rewrites one line) rather than a file or a pipe. */
  private static final boolean TERMINAL = System.console() != null;
  private static final int WIDTH = 99;

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

  /** What the lines start with in a run of several JDKs: the JDK's label ("jdk-25"); empty otherwise. */
  private String label = "";

  /** Starts every line with {@code label}: the JDK of this count, in a run whose JDKs take turns. */
  void label(String label) {
    this.label = label;
  }

  /** The state for a child JVM that continues the count: "total,done,elapsedMillis[,label]". */
  String argument() {
    return total + "," + done + "," + elapsedMillis() + (label.isEmpty() ? "" : "," + label);
  }

  static Progress parse(String argument) {
    String[] parts = argument.split(",");
    Progress progress = new Progress(Integer.parseInt(parts[0]), Integer.parseInt(parts[1]), Long.parseLong(parts[2]));
    if (parts.length > 3) {
      progress.label(parts[3]);
    }
    return progress;
  }

  /** Counts {@code n} benchmarks done elsewhere (a child JVM) without printing. */
  void advance(int n) {
    done += n;
  }

  private long elapsedMillis() {
    return elapsedBeforeMillis + (System.nanoTime() - startNanos) / 1_000_000;
  }

  /** The figures of the pair whose benchmarks are finishing, for its one line. */
  private final StringBuilder pairFigures = new StringBuilder();

  /**
   * Counts one finished benchmark; at the last benchmark of its pair ({@code endOfPair}) prints the
   * pair's line: the run's progress and ETA, and each operation's figure.
   */
  void finished(String key, List<JsonNode> entries, PrintStream out, boolean endOfPair) {
    done++;
    String[] parts = key.split("\\|");
    pairFigures.append(pairFigures.length() == 0 ? "" : ", ").append(parts[0]).append(' ')
        .append(entries.isEmpty() ? "FAILED (see jmh.log)" : figure(entries.get(0)));
    if (!endOfPair) {
      return;
    }
    long elapsed = elapsedMillis();
    int doneHere = done - doneBefore;
    String eta = doneHere == 0 ? "?" : clock((System.nanoTime() - startNanos) / 1_000_000 / doneHere * (total - done));
    String line = String.format(Locale.ROOT, "%s[%" + String.valueOf(total).length() + "d/%d] %s ETA %s %s %s: %s",
        label.isEmpty() ? "" : label + " ", done, total, clock(elapsed), eta, parts[1], parts[2], pairFigures);
    if (TERMINAL) {
      // At a terminal the progress is one line, rewritten: the table below is what the reader wants to see.
      String shown = line.length() > WIDTH ? line.substring(0, WIDTH - 3) + "..." : line;
      out.print("\r" + shown + " ".repeat(WIDTH - shown.length()) + (done == total ? "\n" : ""));
    } else {
      out.println(line);
    }
    out.flush();
    pairFigures.setLength(0);
  }

  /** Whether {@code next} (null at the end) belongs to another pair than {@code key}. */
  static boolean endOfPair(String key, String next) {
    return next == null || !key.substring(key.indexOf('|')).equals(next.substring(next.indexOf('|')));
  }

  private static String figure(JsonNode entry) {
    JsonNode primary = entry.get("primaryMetric");
    String unit = primary.get("scoreUnit").asText();
    ResultsTable.Figure figure = ResultsTable.Figure.of(entry);
    String interval = Double.isNaN(figure.error()) ? "" : " ± " + ResultsTable.number(figure.error());
    return ResultsTable.number(figure.score()) + interval + figure.marks() + (unit.equals("ns/op") ? "" : " " + unit);
  }

  static String clock(long millis) {
    Duration d = Duration.ofMillis(Math.max(0, millis));
    return String.format(Locale.ROOT, "%d:%02d:%02d", d.toHours(), d.toMinutesPart(), d.toSecondsPart());
  }
}
