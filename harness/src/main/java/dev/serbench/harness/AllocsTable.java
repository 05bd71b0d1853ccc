package dev.serbench.harness;

import dev.serbench.api.Codec;
import dev.serbench.api.Dataset;
import dev.serbench.api.Operation;
import dev.serbench.harness.allocs.AllocationPass;
import dev.serbench.harness.allocs.AllocsFile;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Runs the allocation pass for a command, and prints what it counted. */
final class AllocsTable {

  private AllocsTable() {}

  static AllocationPass.Task task(Codec codec, Dataset<?> dataset) {
    return new AllocationPass.Task(codec.id(), dataset.id(), List.copyOf(codec.properties().operations()), dataset.large());
  }

  /** Counts the tasks, writes {@code dir/allocs.json} and says so on the console. */
  static AllocsFile count(List<AllocationPass.Task> tasks, Main main, String command, Path dir) throws IOException {
    int operations = tasks.stream().mapToInt(t -> t.operations().size()).sum();
    main.out().println("Counting allocations of " + operations + " operations of " + tasks.size()
        + " pairs (agent, in worker JVMs) ...");
    long start = System.nanoTime();
    AllocsFile allocs = new AllocationPass(main.err(), List.of()).run(tasks, command);
    Path file = dir.resolve("allocs.json");
    allocs.write(file);
    Duration took = Duration.ofNanos(System.nanoTime() - start);
    for (AllocsFile.Failure failure : allocs.failures()) {
      main.out().println("  not counted: " + failure.codec() + " x " + failure.dataset() + " " + failure.operation()
          + ": " + failure.message());
    }
    main.out().println("Allocations: " + allocs.entries().size() + " counted, " + allocs.failures().size()
        + " failed, in " + took.toSeconds() + " s: " + file);
    return allocs;
  }

  /** One row per pair with a count, in dataset order; "-" marks an operation the codec does not time. */
  static void print(AllocsFile allocs, List<Dataset<?>> datasets, PrintWriter out) {
    TextTable table = new TextTable("dataset", "codec", "encode allocs/op", "encode B/op", "decode allocs/op",
        "decode B/op", "fromModel allocs/op", "toModel allocs/op").right(2, 3, 4, 5, 6, 7);
    Map<String, String[]> rows = new LinkedHashMap<>();
    List<String> order = datasets.stream().map(Dataset::id).toList();
    allocs.entries().stream()
        .sorted(Comparator.comparingInt(e -> order.indexOf(e.dataset())))
        .forEach(e -> rows.computeIfAbsent(e.dataset() + "|" + e.codec(), k -> new String[] {e.dataset(), e.codec()}));
    for (String[] row : rows.values()) {
      table.row(row[0], row[1],
          allocsPerOp(allocs, row, Operation.ENCODE), bytesPerOp(allocs, row, Operation.ENCODE),
          allocsPerOp(allocs, row, Operation.DECODE), bytesPerOp(allocs, row, Operation.DECODE),
          allocsPerOp(allocs, row, Operation.FROM_MODEL), allocsPerOp(allocs, row, Operation.TO_MODEL));
    }
    table.print(out);
  }

  private static String allocsPerOp(AllocsFile allocs, String[] row, Operation operation) {
    return allocs.entry(row[1], row[0], operation.method())
        .map(e -> ResultsTable.number(e.allocsPerOp())).orElse("-");
  }

  private static String bytesPerOp(AllocsFile allocs, String[] row, Operation operation) {
    return allocs.entry(row[1], row[0], operation.method())
        .map(e -> ResultsTable.number(e.bytesPerOp())).orElse("-");
  }
}
