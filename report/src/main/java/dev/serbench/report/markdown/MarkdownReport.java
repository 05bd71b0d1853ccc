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
    List<String> sections = List.of(HeaderSection.render(ctx), EnvironmentSection.render(ctx),
        PropertiesSection.render(ctx), "### Summary\n", RankingSection.render(ctx), TotalsSection.render(ctx),
        ScalingSection.render(ctx), RobustnessSection.render(ctx), AllocationSection.render(ctx),
        DatasetTables.render(ctx), SameMachineGoSection.render(ctx), GoSection.render(ctx));
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
