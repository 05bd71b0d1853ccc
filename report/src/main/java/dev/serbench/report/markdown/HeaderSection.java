package dev.serbench.report.markdown;

/** Says that the text is generated, by which command and from which results directory. */
final class HeaderSection {

  private HeaderSection() {}

  static String render(RenderContext ctx) {
    return (ctx.standalone() ? "## Benchmark results\n\n" : "")
        + "_This section is generated: do not edit it by hand. It was produced by `" + ctx.regenerateCommand()
        + "` from the results directory `" + ctx.resultsDir() + "` (serbench "
        + orUnknown(ctx.run().metadata().serbenchVersion()) + ")._\n"
        + partialBanner(ctx.run())
        + (ctx.run().allocs() == null ? "\n> Note: this run has no allocs.json (run with --no-allocs, or its allocation "
            + "pass did not run), so no table shows allocation counts.\n" : "");
  }

  /** The banner every output of an unfinished run carries. */
  static String partialBanner(dev.serbench.report.run.Run run) {
    var partial = run.partial();
    return partial == null ? "" : "\n> **Partial: " + partial.done() + " of " + partial.planned()
        + " benchmarks.** This run has not finished (`run --resume` continues it); its tables hold only the "
        + "benchmarks done so far.\n";
  }

  static String orUnknown(String s) {
    return s == null || s.isEmpty() ? "n/a" : s;
  }
}
