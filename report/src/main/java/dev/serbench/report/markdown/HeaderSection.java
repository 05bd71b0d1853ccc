package dev.serbench.report.markdown;

/** Says that the text is generated, by which command and from which results directory. */
final class HeaderSection {

  private HeaderSection() {}

  static String render(RenderContext ctx) {
    return (ctx.standalone() ? "## Benchmark results\n\n" : "")
        + "_This section is generated: do not edit it by hand. It was produced by `" + ctx.regenerateCommand()
        + "` from the results directory `" + ctx.resultsDir() + "` (serbench "
        + orUnknown(ctx.run().metadata().serbenchVersion()) + ")._\n";
  }

  static String orUnknown(String s) {
    return s == null || s.isEmpty() ? "n/a" : s;
  }
}
