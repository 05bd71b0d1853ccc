package dev.serbench.report.markdown;

import java.util.List;

/**
 * Renders a run as Markdown, in this order: generated-by header, environment, codec properties and
 * problems, summary (ranking, person totals, scaling), robustness and allocation counts (when the run
 * has them), per-dataset tables by family, Go on the same machine (when the directory has go/bench.txt), Go
 * results published elsewhere (--go files).
 * The output depends only on its inputs (no clock, stable orders), so regenerating changes nothing.
 */
public final class MarkdownReport {

  private MarkdownReport() {}

  public static String render(RenderContext ctx) {
    return join(List.of(HeaderSection.render(ctx), EnvironmentSection.render(ctx),
        PropertiesSection.render(ctx), "### Summary\n", RankingSection.render(ctx), TotalsSection.render(ctx),
        ScalingSection.render(ctx), RobustnessSection.render(ctx), AllocationSection.render(ctx),
        DatasetTables.render(ctx), SameMachineGoSection.render(ctx), GoSection.render(ctx)));
  }

  /**
   * The README's section: header, environment, the codecs in one line each, the modules, the rankings, the
   * {@code person} totals, one compact table per dataset family, the Go comparisons (same machine, then one
   * table per published study), then links to the
   * full report ({@code report.md}: per-dataset tables, robustness, allocation counts, Go) and to the
   * interactive page when the run has one. GitHub stops rendering a README past 500 KiB, and the full
   * report of 30 codecs on 32 datasets is about that.
   */
  public static String renderSummary(RenderContext ctx, String reportLink, String pageLink) {
    return renderSummary(ctx, reportLink, pageLink, true);
  }

  /**
   * {@link #renderSummary(RenderContext, String, String)}, without the run's own "Go on the same machine" table
   * when {@code sameMachineGo} is false (the README shows another run's, made in turns with the JVM).
   */
  public static String renderSummary(RenderContext ctx, String reportLink, String pageLink, boolean sameMachineGo) {
    String more = "### Full results\n\nEvery dataset's tables (time with intervals, size raw and compressed, "
        + "allocation, model-to-bytes), the scaling per element and per byte, the codecs' notes, the robustness "
        + "matrix, the allocation counts and every Go benchmark side by side are in the full report, [" + reportLink + "]("
        + reportLink + ")" + (pageLink == null ? "" : ", and in the interactive page (open it from a clone: ["
        + pageLink + "](" + pageLink + "))") + ".\n";
    return join(List.of(HeaderSection.render(ctx), EnvironmentSection.render(ctx),
        PropertiesSection.renderCompact(ctx, reportLink), ModulesSection.render(ctx), "### Summary\n",
        RankingSection.render(ctx), TotalsSection.render(ctx), FamilySection.render(ctx, reportLink),
        sameMachineGo ? SameMachineGoSection.renderSummary(ctx, reportLink) : "", GoSection.renderSummary(ctx, reportLink),
        more));
  }

  /**
   * The README's "Go on the same machine" table of a run shown beside the README's own run (for the
   * {@code --jdk-compare} run, which has a Go run of its own), under {@code title}; empty when it has no Go run.
   */
  public static String renderSameMachineGoSummary(RenderContext ctx, String reportLink, String title) {
    return SameMachineGoSection.renderSummary(ctx, reportLink, title);
  }

  private static String join(List<String> sections) {
    StringBuilder out = new StringBuilder();
    for (String s : sections) {
      if (s.isEmpty()) {
        continue;
      }
      if (out.length() > 0) {
        out.append('\n');
      }
      out.append(s);
    }
    return out.toString();
  }
}
