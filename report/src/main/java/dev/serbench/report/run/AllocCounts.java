package dev.serbench.report.run;

import java.util.List;
import java.util.Map;

/**
 * What the allocation pass counted ({@code allocs.json}): objects and arrays allocated per operation, as
 * an allocation-instrumenting agent sees them (every {@code new}, before escape analysis).
 *
 * @param agent the agent's Maven coordinates
 * @param warmupOperations operations run before counting; -1 when absent
 * @param entries the counted (codec, dataset, operation) rows
 * @param failures the rows that could not be counted, with why
 */
public record AllocCounts(
    String agent,
    String command,
    String startedAt,
    String finishedAt,
    long warmupOperations,
    Map<ResultKey, Entry> entries,
    List<Failure> failures) {

  /** The only allocs.json format this report reads. */
  public static final int FORMAT_VERSION = 1;

  /**
   * One counted row.
   *
   * @param operations how many operations were counted; -1 when absent
   * @param bytesPerOp the allocated sizes as the agent reports them; NaN when absent
   */
  public record Entry(long operations, double allocsPerOp, double bytesPerOp) {}

  /** A row that could not be counted. */
  public record Failure(String codec, String dataset, String operation, String message) {}

  /** The count for the row, or null when it was not counted. */
  public Entry entry(String codec, String dataset, Op op) {
    return entries.get(new ResultKey(codec, dataset, op));
  }
}
