package dev.serbench.report.markdown;

import dev.serbench.report.run.AllocCounts;
import dev.serbench.report.text.MarkdownTable;
import dev.serbench.report.text.Numbers;
import java.util.List;

/**
 * How the allocs/op columns were counted (allocs.json) and which rows could not be counted. Absent file,
 * absent section.
 */
final class AllocationSection {

  private AllocationSection() {}

  static String render(RenderContext ctx) {
    AllocCounts a = ctx.run().allocs();
    if (a == null) {
      return "";
    }
    StringBuilder out = new StringBuilder("### Allocation counts\n\n");
    List<Long> operations = a.entries().values().stream().map(AllocCounts.Entry::operations).distinct().toList();
    out.append("The allocs/op columns count the objects and arrays one operation allocates, as the agent ")
        .append(a.agent().isEmpty() ? "" : EnvironmentSection.code(a.agent()) + " ").append("counts them");
    if (operations.size() == 1 && operations.get(0) > 0) {
      out.append(" over ").append(Numbers.count(operations.get(0))).append(" operations per row");
    }
    if (a.warmupOperations() >= 0) {
      out.append(" after ").append(Numbers.count(a.warmupOperations())).append(" warm-up operations");
    }
    out.append(". The agent sees every `new` before escape analysis, so a count can be higher than what "
        + "JIT-compiled code allocates; JMH's B/op (`gc.alloc.rate.norm`) is measured after it.");
    if (!a.command().isEmpty()) {
      out.append(" Counted by ").append(EnvironmentSection.code(a.command()));
      if (!a.startedAt().isEmpty()) {
        out.append(" (").append(a.startedAt()).append(" to ").append(HeaderSection.orUnknown(a.finishedAt()))
            .append(")");
      }
      out.append('.');
    }
    out.append('\n');
    List<String> uncounted = ctx.run().datasets().stream()
        .filter(d -> a.entries().keySet().stream().noneMatch(k -> k.dataset().equals(d.id())))
        .filter(d -> a.failures().stream().noneMatch(f -> f.dataset().equals(d.id())))
        .map(d -> "`" + d.id() + "`" + (d.large() ? " (group large)" : "")).toList();
    if (!uncounted.isEmpty()) {
      out.append("\nNot counted (allocs/op shows `n/a`): ").append(String.join(", ", uncounted))
          .append(". The allocation pass counts group-large datasets only when they are named by id (minutes per "
              + "pair under the agent); `java -jar harness/target/benchmarks.jar allocs --datasets <id> --out <dir>` "
              + "counts them.\n");
    }
    if (!a.failures().isEmpty()) {
      MarkdownTable t = new MarkdownTable().text("codec").text("dataset").text("op").text("message");
      a.failures().forEach(f -> t.row(f.codec(), f.dataset(), f.operation().isEmpty() ? Numbers.NA : f.operation(),
          f.message().isEmpty() ? Numbers.NA : f.message()));
      out.append("\n**Rows that could not be counted (allocs/op shows `n/a`):**\n\n").append(t.render());
    }
    return out.toString();
  }
}
