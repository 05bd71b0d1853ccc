package dev.serbench.report.chart;

import dev.serbench.report.run.CodecInfo;
import dev.serbench.report.run.DatasetInfo;
import dev.serbench.report.run.Op;
import dev.serbench.report.run.OpResult;
import dev.serbench.report.run.Run;
import dev.serbench.report.text.Numbers;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The charts of a run, per dataset family: {@code <family>-time.svg} (encode and decode ns/op, one
 * group of bars per dataset, one bar per codec) and {@code <family>-size.svg} (mean serialized bytes).
 * Floors are left out of the charts (they are in the tables). A chart with no value to draw is not produced.
 */
public final class FamilyCharts {

  private FamilyCharts() {}

  /** Chart file name to SVG text, in family order then time before size. */
  public static Map<String, String> render(Run run) {
    Map<String, List<DatasetInfo>> families = new LinkedHashMap<>();
    run.datasets().forEach(d -> families.computeIfAbsent(d.family(), k -> new ArrayList<>()).add(d));
    Map<String, String> charts = new LinkedHashMap<>();
    families.forEach((family, datasets) -> {
      // Floors stay in the tables only: charts compare libraries, and a noop bar would force log scales.
      List<CodecInfo> codecs = run.codecs().stream().filter(c -> !c.floor())
          .filter(c -> datasets.stream().anyMatch(d -> run.hasResults(c.id(), d.id()))).toList();
      if (codecs.isEmpty()) {
        return;
      }
      List<String> series = codecs.stream().map(CodecInfo::label).toList();
      BarChart time = new BarChart(family + ": encode and decode time per value", series,
          List.of(panel(run, "encode", datasets, codecs, Op.ENCODE), panel(run, "decode", datasets, codecs, Op.DECODE)),
          "ns/op", Numbers::time);
      charts.put(fileName(family, "time"), SvgBarChartRenderer.render(time));
      BarChart.Panel sizePanel = sizePanel(run, datasets, codecs);
      if (hasValue(sizePanel)) {
        BarChart size = new BarChart(family + ": serialized size (mean bytes per value)", series, List.of(sizePanel),
            "bytes", Numbers::bytes);
        charts.put(fileName(family, "size"), SvgBarChartRenderer.render(size));
      }
    });
    return charts;
  }

  public static String fileName(String family, String kind) {
    return family.replaceAll("[^A-Za-z0-9_-]", "-") + "-" + kind + ".svg";
  }

  private static BarChart.Panel panel(Run run, String title, List<DatasetInfo> datasets, List<CodecInfo> codecs, Op op) {
    List<BarChart.Group> groups = new ArrayList<>();
    for (DatasetInfo d : datasets) {
      double[] values = new double[codecs.size()];
      boolean[] notTimed = new boolean[codecs.size()];
      for (int i = 0; i < codecs.size(); i++) {
        OpResult r = run.result(codecs.get(i).id(), d.id(), op);
        values[i] = r == null ? Double.NaN : r.time().score();
        notTimed[i] = r == null && !codecs.get(i).times(op);
      }
      groups.add(new BarChart.Group(d.id(), values, notTimed));
    }
    return new BarChart.Panel(title, groups);
  }

  private static BarChart.Panel sizePanel(Run run, List<DatasetInfo> datasets, List<CodecInfo> codecs) {
    List<BarChart.Group> groups = new ArrayList<>();
    for (DatasetInfo d : datasets) {
      double[] values = new double[codecs.size()];
      for (int i = 0; i < codecs.size(); i++) {
        values[i] = run.hasResults(codecs.get(i).id(), d.id())
            ? run.serializedBytes(codecs.get(i).id(), d.id()) : Double.NaN;
      }
      groups.add(new BarChart.Group(d.id(), values));
    }
    return new BarChart.Panel("serialized size", groups);
  }

  private static boolean hasValue(BarChart.Panel panel) {
    return panel.groups().stream().anyMatch(g -> java.util.Arrays.stream(g.values()).anyMatch(v -> !Double.isNaN(v)));
  }
}
