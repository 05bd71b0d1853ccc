package dev.serbench.report.markdown;

import dev.serbench.report.go.GoBenchFile;
import dev.serbench.report.go.GoBenchmark;
import dev.serbench.report.go.GoMatch;
import dev.serbench.report.run.DatasetInfo;
import dev.serbench.report.run.Op;
import dev.serbench.report.text.MarkdownTable;
import dev.serbench.report.text.Numbers;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * serbench's rows and published Go results side by side, per dataset the Go mapping reaches, with each
 * Go file's machine and a caution that machines differ; Go benchmarks that map to nothing are listed.
 */
final class GoSection {

  static final String SERBENCH_SOURCE = "serbench (JVM)";

  private GoSection() {}

  /** One line of the side-by-side table. */
  record SideRow(String source, String codec, Op op, double nanos, String nanosText, double bytesPerOp,
      double allocsPerOp, double megabytesPerSecond, double size) {}

  static String render(RenderContext ctx) {
    if (ctx.goFiles().isEmpty()) {
      return "";
    }
    List<GoMatch> matches = new ArrayList<>();
    ctx.goFiles().forEach(f -> f.benchmarks().forEach(b -> matches.add(ctx.goMapping().map(b))));
    StringBuilder out = new StringBuilder("### Go side by side: published elsewhere\n\n");
    out.append("Go results published elsewhere (the `--go` files), next to this run's. **Machines differ** (CPU, OS, Go vs JVM, dates): "
        + "compare rankings and orders of magnitude, not exact ratios. Go benchmark names are mapped to "
        + "serbench datasets by the report's `go-mapping.tsv`.\n\n");
    out.append(sources(ctx.goFiles()));
    for (DatasetInfo d : ctx.run().datasets()) {
      List<GoMatch> forDataset = matches.stream().filter(m -> d.id().equals(m.dataset())).toList();
      if (!forDataset.isEmpty()) {
        out.append(dataset(ctx, d, forDataset));
      }
    }
    out.append(unmapped(ctx, matches));
    return out.toString();
  }

  /**
   * The README's view of the published Go results: one table per source study, one row per dataset and
   * operation it reaches, with the study's fastest Go benchmark and this run's fastest library side by
   * side. Every benchmark of both sides is in the full report ({@code reportLink}).
   */
  static String renderSummary(RenderContext ctx, String reportLink) {
    if (ctx.goFiles().isEmpty()) {
      return "";
    }
    StringBuilder out = new StringBuilder("### Go side by side: published elsewhere\n\n");
    out.append("Go results published by other studies (the `--go` files), each study's fastest benchmark next to this "
        + "run's fastest library, per dataset the study's benchmarks map to (by the report's `go-mapping.tsv`) and "
        + "operation. **Machines differ** (CPU, OS, Go vs JVM, dates): read orders of magnitude, not exact ratios; "
        + "the same-machine comparison is the table above. Every benchmark of both sides is in [the full report]("
        + reportLink + ").\n");
    for (GoBenchFile f : ctx.goFiles()) {
      List<GoMatch> matches = f.benchmarks().stream().map(b -> ctx.goMapping().map(b)).toList();
      out.append("\n**`").append(f.name()).append("`**: ").append(f.caption()).append(" (").append(f.machine())
          .append("; ").append(f.benchmarks().size()).append(" benchmarks)\n\n");
      MarkdownTable t = new MarkdownTable().text("dataset").text("op").text("fastest Go").number("Go ns/op")
          .text("fastest serbench library").number("JVM ns/op").number("JVM/Go");
      for (DatasetInfo d : ctx.run().datasets()) {
        List<CodecRow> rows = CodecRow.of(ctx.run(), d).stream().filter(CodecRow::ranked).toList();
        for (Op op : Op.ENCODE_DECODE) {
          GoMatch go = matches.stream().filter(m -> d.id().equals(m.dataset()) && m.op() == op)
              .filter(m -> !Double.isNaN(m.benchmark().metric(GoBenchmark.NS_PER_OP)))
              .min(Comparator.comparingDouble(m -> m.benchmark().metric(GoBenchmark.NS_PER_OP))).orElse(null);
          if (go == null) {
            continue;
          }
          CodecRow jvm = rows.stream().filter(r -> !Double.isNaN(r.nanos(op)))
              .min(Comparator.comparingDouble((CodecRow r) -> r.nanos(op)).thenComparing(r -> r.codec().id()))
              .orElse(null);
          double goNs = go.benchmark().metric(GoBenchmark.NS_PER_OP);
          t.row("`" + d.id() + "`", op.id(), go.codec() + " (`" + go.benchmark().printedName() + "`)",
              Numbers.time(goNs), jvm == null ? Numbers.NA : jvm.codec().id(),
              jvm == null ? Numbers.NA : Numbers.withError(jvm.time(op)),
              jvm == null ? Numbers.NA : SameMachineGoSection.twoDigits(jvm.nanos(op) / goNs));
        }
      }
      out.append(t.isEmpty() ? "None of its benchmarks maps to a dataset of this run.\n" : t.render());
    }
    return out.toString();
  }

  private static String sources(List<GoBenchFile> files) {
    MarkdownTable t = new MarkdownTable().text("file").text("description").text("machine").text("pkg")
        .number("benchmarks");
    for (GoBenchFile f : files) {
      t.row(f.name(), String.join(" ", f.description()), f.machine(), f.headers().getOrDefault("pkg", Numbers.NA),
          Integer.toString(f.benchmarks().size()));
    }
    return t.render();
  }

  private static String dataset(RenderContext ctx, DatasetInfo d, List<GoMatch> goMatches) {
    List<SideRow> rows = new ArrayList<>();
    for (CodecRow r : CodecRow.of(ctx.run(), d)) {
      for (Op op : Op.ENCODE_DECODE) {
        if (r.time(op) != null) {
          rows.add(new SideRow(SERBENCH_SOURCE, r.label(), op, r.nanos(op), Numbers.withError(r.time(op)),
              r.alloc(op), r.allocsPerOp(op), r.megabytesPerSecond(op), r.value0Bytes()));
        }
      }
    }
    Set<String> files = new LinkedHashSet<>();
    Set<String> notes = new LinkedHashSet<>();
    for (GoMatch m : goMatches) {
      GoBenchmark b = m.benchmark();
      double ns = b.metric(GoBenchmark.NS_PER_OP);
      double mbs = b.metric(GoBenchmark.MB_PER_S);
      if (Double.isNaN(mbs) && d.payloadBytes() > 0) {
        mbs = d.payloadBytes() / ns * 1000;
      }
      rows.add(new SideRow(b.file(), m.codec(), m.op(), ns, Numbers.time(ns), b.metric(GoBenchmark.BYTES_PER_OP),
          b.metric(GoBenchmark.ALLOCS_PER_OP), mbs, b.metric(GoBenchmark.BYTES_SERIAL)));
      files.add(b.file());
      if (!m.note().isEmpty()) {
        notes.add(m.codec() + ": " + m.note());
      }
    }
    rows.sort(Comparator.comparing(SideRow::op).thenComparingDouble(r -> Double.isNaN(r.nanos()) ? Double.MAX_VALUE
        : r.nanos()).thenComparing(SideRow::source).thenComparing(SideRow::codec));
    MarkdownTable t = new MarkdownTable().text("source").text("codec").text("op").number("ns/op").number("B/op")
        .number("allocs/op").number("MB/s").number("size B");
    for (SideRow r : rows) {
      t.row(r.source(), r.codec(), r.op().id(), r.nanosText(), Numbers.alloc(r.bytesPerOp()),
          Numbers.plain(r.allocsPerOp()), Numbers.rate(r.megabytesPerSecond()), Numbers.bytes(r.size()));
    }
    StringBuilder out = new StringBuilder("\n#### `").append(d.id()).append("`: serbench and Go\n\n");
    String serbenchMachine = ctx.run().metadata().environment().cpuModel();
    out.append("Machines differ. serbench: ").append(serbenchMachine.isEmpty() ? "CPU n/a" : serbenchMachine)
        .append(", ").append(HeaderSection.orUnknown(ctx.run().metadata().environment().os())).append(".");
    for (GoBenchFile f : ctx.goFiles()) {
      if (files.contains(f.name())) {
        out.append(" ").append(f.name()).append(": ").append(f.machine()).append(".");
      }
    }
    boolean value0 = ctx.run().metadata().pairs().stream().anyMatch(p -> !Double.isNaN(p.value0Bytes()));
    out.append(" Sorted by operation, then ns/op. serbench sizes are ")
        .append(value0 ? "those of value 0, the study's value (ns/op are over all of the dataset's values)"
            : "mean bytes per value")
        .append("; Go sizes are B/serial where the file reports it. serbench's B/op is JMH's gc.alloc.rate.norm; ")
        .append(ctx.run().allocs() == null ? "it has no allocs/op.\n\n"
            : "its allocs/op is the allocation agent's count (before escape analysis).\n\n");
    out.append(t.render());
    if (!notes.isEmpty()) {
      out.append("\nMapping notes: ").append(String.join("; ", notes)).append(".\n");
    }
    return out.toString();
  }

  private static String unmapped(RenderContext ctx, List<GoMatch> matches) {
    Set<String> datasets = new LinkedHashSet<>();
    ctx.run().datasets().forEach(d -> datasets.add(d.id()));
    MarkdownTable unmapped = new MarkdownTable().text("where").text("benchmark").text("why");
    Map<String, List<GoMatch>> elsewhere = new TreeMap<>();
    for (GoMatch m : matches) {
      if (!m.mapped()) {
        unmapped.row(m.benchmark().file() + ":" + m.benchmark().line(), "`" + m.benchmark().printedName() + "`",
            m.note());
      } else if (!datasets.contains(m.dataset())) {
        elsewhere.computeIfAbsent(m.dataset(), k -> new ArrayList<>()).add(m);
      }
    }
    StringBuilder out = new StringBuilder("\n#### Go benchmarks not shown above\n\n");
    if (unmapped.isEmpty() && elsewhere.isEmpty()) {
      return out.append("Every Go benchmark is shown above.\n").toString();
    }
    if (!unmapped.isEmpty()) {
      out.append("Not mapped to a serbench dataset:\n\n").append(unmapped.render());
    }
    if (!elsewhere.isEmpty()) {
      MarkdownTable t = new MarkdownTable().text("dataset").number("Go benchmarks").text("from");
      elsewhere.forEach((dataset, list) -> t.row("`" + dataset + "`", Integer.toString(list.size()),
          String.join(", ", list.stream().map(m -> m.benchmark().file()).distinct().toList())));
      out.append(unmapped.isEmpty() ? "" : "\n")
          .append("Mapped to datasets this run does not have:\n\n").append(t.render());
    }
    return out.toString();
  }
}
