package dev.serbench.report.markdown;

import dev.serbench.report.run.CodecInfo;
import dev.serbench.report.run.DatasetInfo;
import dev.serbench.report.run.Op;
import dev.serbench.report.run.OpResult;
import dev.serbench.report.run.Run;
import dev.serbench.report.text.MarkdownTable;
import dev.serbench.report.text.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * How cost grows with size: ns per map entry ({@code map-*}, {@code map-list-*}), ns per element (other
 * {@code *-list-*} datasets and any other dataset with elements), and MB/s of payload ({@code event-*}).
 * One table per group, one row per codec (floors last, as reference lines), one column per dataset; each
 * cell is "encode / decode", with "-" for an operation the codec does not time.
 */
final class ScalingSection {

  private ScalingSection() {}

  /** A group of datasets that share a per-unit measure. */
  record Group(String title, String unit, boolean throughput, List<DatasetInfo> datasets) {}

  static List<Group> groups(List<DatasetInfo> datasets) {
    Map<String, Group> groups = new LinkedHashMap<>();
    for (DatasetInfo d : datasets) {
      String key;
      String title;
      String unit;
      boolean throughput = false;
      if (d.payloadBytes() > 0) {
        key = "payload " + d.family();
        title = "MB/s of payload (" + d.family() + ")";
        unit = "MB/s of payload, payloadBytes / ns × 1000; higher is better";
        throughput = true;
      } else if (d.elements() <= 0) {
        continue;
      } else if (d.id().startsWith("map-list-")) {
        key = title = "map-list-*";
        unit = "ns per map entry (all maps' entries); lower is better";
      } else if (d.id().startsWith("map-")) {
        key = title = "map-*";
        unit = "ns per map entry; lower is better";
      } else if (d.id().contains("-list-")) {
        key = "list " + d.family();
        title = "*-list-* (" + d.family() + ")";
        unit = "ns per list element; lower is better";
      } else {
        key = "other " + d.family();
        title = "other datasets with elements (" + d.family() + ")";
        unit = "ns per element; lower is better";
      }
      String t = title;
      String u = unit;
      boolean tp = throughput;
      groups.computeIfAbsent(key, k -> new Group(t, u, tp, new ArrayList<>())).datasets().add(d);
    }
    return List.copyOf(groups.values());
  }

  static String render(RenderContext ctx) {
    List<Group> groups = groups(ctx.run().datasets());
    StringBuilder out = new StringBuilder("#### Scaling\n\n");
    if (groups.isEmpty()) {
      return out.append("This run has no dataset with elements or payload bytes.\n").toString();
    }
    out.append("Each cell is `encode / decode`. Per-entry and per-element costs divide ns/op by the dataset's "
        + "`elements` from metadata.json.\n");
    for (Group g : groups) {
      out.append("\n**").append(g.title()).append("**: ").append(g.unit()).append("\n\n");
      out.append(table(ctx.run(), g));
    }
    return out.toString();
  }

  private static String table(Run run, Group g) {
    MarkdownTable t = new MarkdownTable().text("codec");
    for (DatasetInfo d : g.datasets()) {
      t.number(d.id() + (g.throughput() ? "" : " (" + Numbers.count(d.elements()) + ")"));
    }
    // Codecs in metadata order, floors last: they are the reference lines, not contenders.
    List<CodecInfo> codecs = new ArrayList<>(run.codecs().stream().filter(c -> !c.floor()).toList());
    codecs.addAll(run.codecs().stream().filter(CodecInfo::floor).toList());
    for (CodecInfo c : codecs) {
      if (g.datasets().stream().noneMatch(d -> run.hasResults(c.id(), d.id()))) {
        continue;
      }
      List<String> cells = new ArrayList<>();
      cells.add(c.label());
      for (DatasetInfo d : g.datasets()) {
        cells.add(cell(run, c, d, Op.ENCODE, g.throughput()) + " / " + cell(run, c, d, Op.DECODE, g.throughput()));
      }
      t.row(cells);
    }
    return t.isEmpty() ? "No codec has results in this group.\n" : t.render();
  }

  private static String cell(Run run, CodecInfo c, DatasetInfo d, Op op, boolean throughput) {
    OpResult r = run.result(c.id(), d.id(), op);
    if (r == null && !c.times(op)) {
      return Numbers.NOT_TIMED;
    }
    if (r == null) {
      return Numbers.NA;
    }
    double ns = r.time().score();
    return throughput ? Numbers.rate(d.payloadBytes() / ns * 1000) : Numbers.time(ns / d.elements());
  }
}
