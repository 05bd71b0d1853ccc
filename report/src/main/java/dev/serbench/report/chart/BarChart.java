package dev.serbench.report.chart;

import java.util.List;
import java.util.function.DoubleFunction;

/**
 * A horizontal grouped bar chart: one or more side-by-side panels (e.g. encode and decode) that share
 * one value scale; in each panel a group of bars per category (dataset), one bar per series (codec).
 *
 * @param title the line above the chart
 * @param series the legend labels, one colour each, in bar order
 * @param panels the panels, left to right
 * @param unit the axis unit ("ns/op", "bytes")
 * @param valueText formats a bar's value for the label at its end
 */
public record BarChart(String title, List<String> series, List<Panel> panels, String unit,
    DoubleFunction<String> valueText) {

  /** One panel: a title and its groups. */
  public record Panel(String title, List<Group> groups) {}

  /**
   * One group of bars: its label and one value per series (NaN = no value, labelled "n/a"; or, where
   * {@code notTimed} is set, an operation the series does not time, labelled "-").
   */
  public record Group(String label, double[] values, boolean[] notTimed) {

    public Group(String label, double[] values) {
      this(label, values, new boolean[values.length]);
    }
  }
}
