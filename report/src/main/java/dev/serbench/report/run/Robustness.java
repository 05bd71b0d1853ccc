package dev.serbench.report.run;

import java.util.List;
import java.util.Map;

/**
 * What the robustness pass found ({@code robustness.json}): per (codec, dataset), how decoding corrupted
 * encodings ended, one outcome class per input.
 *
 * @param durationSeconds NaN when absent
 * @param outcomes the outcome classes in the file's order; every pair counts each of them
 * @param skipped codecs the pass did not test, with why
 */
public record Robustness(
    String command,
    String startedAt,
    String finishedAt,
    double durationSeconds,
    Settings settings,
    List<String> outcomes,
    List<Pair> pairs,
    List<Skipped> skipped) {

  /** The only robustness.json format this report reads. */
  public static final int FORMAT_VERSION = 1;

  /** The outcome classes that are failures of the decoder itself, listed pair by pair. */
  public static final List<String> SEVERE = List.of("hang", "out-of-memory", "other-error", "jvm-crash");

  /**
   * How the pass ran; numbers are -1 when absent.
   *
   * @param limits the decoder limits the codecs were configured with (traversal limits and the like)
   */
  public record Settings(long inputsPerPair, long seed, long timeoutMillis, long workers, List<String> workerJvmArgs,
      List<String> limits) {}

  /**
   * One pair: how many corrupted inputs it decoded and how each ended.
   *
   * @param counts per outcome class
   * @param examples at most one short example per outcome class
   */
  /**
   * @param notRun inputs not decoded because the pair had hung on its kind of damage already (each hang
   *     costs the time limit and a new worker JVM), 0 when all ran
   * @param notRunReason why, as the pass wrote it; empty when all ran
   */
  public record Pair(String codec, String dataset, long inputs, Map<String, Long> counts,
      Map<String, String> examples, long notRun, String notRunReason) {

    public Pair(String codec, String dataset, long inputs, Map<String, Long> counts, Map<String, String> examples) {
      this(codec, dataset, inputs, counts, examples, 0, "");
    }
  }

  /** A codec the pass did not test. */
  public record Skipped(String codec, String reason) {}
}
