package dev.serbench.report.chart;

import static dev.serbench.report.chart.Svg.escape;
import static dev.serbench.report.chart.Svg.n;

import java.util.ArrayList;
import java.util.List;

/**
 * Draws a {@link BarChart} as plain SVG 1.1: explicit width, height and viewBox, generic sans-serif
 * font, no scripts, no external resources, all text XML-escaped, so it renders in browsers and on GitHub.
 */
public final class SvgBarChartRenderer {

  // Tableau 10, then darker shades of the same hues: neighbours in the legend stay tellable apart.
  private static final String[] PALETTE = {"#4e79a7", "#f28e2b", "#e15759", "#76b7b2", "#59a14f", "#edc948",
      "#b07aa1", "#ff9da7", "#9c755f", "#bab0ac", "#2b4c6f", "#a65e13", "#9c2b2d", "#3f7f7a", "#2f6a2a",
      "#a58e1f", "#6f4a67", "#c06b74", "#5e4636", "#6f6a66"};
  private static final double BAR = 11;
  private static final double BAR_STEP = 14;
  private static final double GROUP_GAP = 12;
  private static final double PANEL_WIDTH = 380;
  private static final double PANEL_GAP = 80;
  private static final double RIGHT = 80;
  private static final double LEGEND_ROW = 18;

  private SvgBarChartRenderer() {}

  /** The colour of series {@code i}. */
  static String color(int i) {
    return PALETTE[i % PALETTE.length];
  }

  public static String render(BarChart chart) {
    double left = 20 + chart.panels().stream().flatMap(p -> p.groups().stream())
        .mapToDouble(g -> Svg.textWidth(g.label(), 12)).max().orElse(60);
    int panels = chart.panels().size();
    double width = Math.ceil(left + panels * PANEL_WIDTH + (panels - 1) * PANEL_GAP + RIGHT);
    StringBuilder legend = new StringBuilder();
    double legendBottom = legend(chart, width, legend);
    double plotTop = legendBottom + 34;
    int groups = chart.panels().stream().mapToInt(p -> p.groups().size()).max().orElse(0);
    double groupHeight = chart.series().size() * BAR_STEP + GROUP_GAP;
    double plotHeight = groups * groupHeight;
    double height = Math.ceil(plotTop + plotHeight + 48);

    List<Double> all = new ArrayList<>();
    chart.panels().forEach(p -> p.groups().forEach(g -> {
      for (double v : g.values()) {
        all.add(v);
      }
    }));
    Scale scale = Scale.fit(all, PANEL_WIDTH);

    StringBuilder svg = new StringBuilder();
    svg.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"").append(n(width))
        .append("\" height=\"").append(n(height)).append("\" viewBox=\"0 0 ").append(n(width)).append(' ')
        .append(n(height)).append("\" font-family=\"sans-serif\">\n");
    svg.append("<title>").append(escape(chart.title())).append("</title>\n");
    svg.append("<rect x=\"0\" y=\"0\" width=\"").append(n(width)).append("\" height=\"").append(n(height))
        .append("\" fill=\"#ffffff\"/>\n");
    svg.append(text(10, 22, 16, "start", "bold", chart.title()));
    svg.append(legend);
    for (int p = 0; p < panels; p++) {
      double x0 = left + p * (PANEL_WIDTH + PANEL_GAP);
      panel(svg, chart, chart.panels().get(p), scale, x0, plotTop, plotHeight, groupHeight, p == 0);
    }
    svg.append("</svg>\n");
    return svg.toString();
  }

  private static double legend(BarChart chart, double width, StringBuilder out) {
    double x = 10;
    double y = 44;
    for (int i = 0; i < chart.series().size(); i++) {
      String label = chart.series().get(i);
      double itemWidth = 16 + Svg.textWidth(label, 11) + 18;
      if (x + itemWidth > width - 10 && x > 10) {
        x = 10;
        y += LEGEND_ROW;
      }
      out.append("<rect x=\"").append(n(x)).append("\" y=\"").append(n(y - 10)).append("\" width=\"12\" height=\"12\" fill=\"")
          .append(color(i)).append("\"/>\n");
      out.append(text(x + 16, y, 11, "start", "normal", label));
      x += itemWidth;
    }
    return y;
  }

  private static void panel(StringBuilder svg, BarChart chart, BarChart.Panel panel, Scale scale, double x0,
      double top, double plotHeight, double groupHeight, boolean labels) {
    svg.append(text(x0, top - 12, 13, "start", "bold", panel.title()));
    double axisY = top + plotHeight;
    for (double t : scale.ticks()) {
      double x = x0 + scale.px(t);
      svg.append("<line x1=\"").append(n(x)).append("\" y1=\"").append(n(top)).append("\" x2=\"").append(n(x))
          .append("\" y2=\"").append(n(axisY)).append("\" stroke=\"#dddddd\" stroke-width=\"1\"/>\n");
      svg.append(text(x, axisY + 14, 10, "middle", "normal", Scale.tickLabel(t)));
    }
    svg.append("<line x1=\"").append(n(x0)).append("\" y1=\"").append(n(axisY)).append("\" x2=\"")
        .append(n(x0 + PANEL_WIDTH)).append("\" y2=\"").append(n(axisY)).append("\" stroke=\"#333333\" stroke-width=\"1\"/>\n");
    svg.append("<line x1=\"").append(n(x0)).append("\" y1=\"").append(n(top)).append("\" x2=\"").append(n(x0))
        .append("\" y2=\"").append(n(axisY)).append("\" stroke=\"#333333\" stroke-width=\"1\"/>\n");
    String axisLabel = chart.unit() + (scale.log() ? " (log scale)" : "") + ", lower is better";
    svg.append(text(x0 + PANEL_WIDTH / 2, axisY + 32, 11, "middle", "normal", axisLabel));
    for (int g = 0; g < panel.groups().size(); g++) {
      BarChart.Group group = panel.groups().get(g);
      double gy = top + g * groupHeight + GROUP_GAP / 2;
      if (labels) {
        double mid = gy + chart.series().size() * BAR_STEP / 2 + 4;
        svg.append(text(x0 - 8, mid, 12, "end", "normal", group.label()));
      }
      if (g > 0) {
        svg.append("<line x1=\"").append(n(x0)).append("\" y1=\"").append(n(gy - GROUP_GAP / 2)).append("\" x2=\"")
            .append(n(x0 + PANEL_WIDTH)).append("\" y2=\"").append(n(gy - GROUP_GAP / 2))
            .append("\" stroke=\"#eeeeee\" stroke-width=\"1\"/>\n");
      }
      for (int s = 0; s < chart.series().size(); s++) {
        double v = group.values()[s];
        double y = gy + s * BAR_STEP;
        if (Double.isNaN(v)) {
          svg.append(text(x0 + 4, y + BAR - 2, 9, "start", "normal", group.notTimed()[s] ? "-" : "n/a"));
          continue;
        }
        double w = Math.max(1, scale.px(v));
        svg.append("<rect x=\"").append(n(x0)).append("\" y=\"").append(n(y)).append("\" width=\"").append(n(w))
            .append("\" height=\"").append(n(BAR)).append("\" fill=\"").append(color(s)).append("\"><title>")
            .append(escape(chart.series().get(s) + ", " + group.label() + ": " + chart.valueText().apply(v) + " "
                + chart.unit()))
            .append("</title></rect>\n");
        svg.append(text(x0 + w + 4, y + BAR - 2, 9, "start", "normal", chart.valueText().apply(v)));
      }
    }
  }

  private static String text(double x, double y, double size, String anchor, String weight, String content) {
    return "<text x=\"" + n(x) + "\" y=\"" + n(y) + "\" font-size=\"" + n(size) + "\" text-anchor=\"" + anchor
        + "\"" + (weight.equals("normal") ? "" : " font-weight=\"" + weight + "\"") + " fill=\"#222222\">"
        + escape(content) + "</text>\n";
  }
}
