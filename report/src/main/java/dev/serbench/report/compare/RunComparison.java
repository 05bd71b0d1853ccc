package dev.serbench.report.compare;

import dev.serbench.report.run.DatasetInfo;
import dev.serbench.report.run.OpResult;
import dev.serbench.report.run.ResultKey;
import dev.serbench.report.run.Run;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Two runs matched row by row: rows in both are compared; rows only in the new run are added, rows
 * only in the old run removed. Rows are ordered by dataset (new run's metadata order), codec id, operation.
 */
public record RunComparison(Run oldRun, Run newRun, List<ComparisonRow> rows, List<ResultKey> added,
    List<ResultKey> removed) {

  public static RunComparison of(Run oldRun, Run newRun) {
    Map<ResultKey, OpResult> oldResults = oldRun.jmh().results();
    Map<ResultKey, OpResult> newResults = newRun.jmh().results();
    List<ComparisonRow> rows = new ArrayList<>();
    List<ResultKey> added = new ArrayList<>();
    List<ResultKey> removed = new ArrayList<>();
    for (Map.Entry<ResultKey, OpResult> e : newResults.entrySet()) {
      OpResult before = oldResults.get(e.getKey());
      if (before == null) {
        added.add(e.getKey());
      } else {
        OpResult after = e.getValue();
        rows.add(new ComparisonRow(e.getKey(), before.time(), after.time(), before.alloc(), after.alloc()));
      }
    }
    oldResults.keySet().stream().filter(k -> !newResults.containsKey(k)).forEach(removed::add);
    Comparator<ResultKey> order = order(oldRun, newRun);
    rows.sort(Comparator.comparing(ComparisonRow::key, order));
    added.sort(order);
    removed.sort(order);
    return new RunComparison(oldRun, newRun, List.copyOf(rows), List.copyOf(added), List.copyOf(removed));
  }

  private static Comparator<ResultKey> order(Run oldRun, Run newRun) {
    Set<String> datasets = new LinkedHashSet<>();
    newRun.datasets().stream().map(DatasetInfo::id).forEach(datasets::add);
    oldRun.datasets().stream().map(DatasetInfo::id).forEach(datasets::add);
    Map<String, Integer> position = new HashMap<>();
    datasets.forEach(id -> position.put(id, position.size()));
    return Comparator.comparing((ResultKey k) -> position.getOrDefault(k.dataset(), Integer.MAX_VALUE))
        .thenComparing(ResultKey::dataset).thenComparing(ResultKey::codec).thenComparing(ResultKey::op);
  }
}
