package dev.serbench.report.markdown;

import dev.serbench.report.run.CodecInfo;
import dev.serbench.report.run.PairInfo;
import dev.serbench.report.run.RunMetadata;
import dev.serbench.report.text.MarkdownTable;
import dev.serbench.report.text.Numbers;

/**
 * What each codec declared about itself, then every codec that failed to load and every failed or
 * declined pair with its message: a failing codec is reported, never hidden.
 */
final class PropertiesSection {

  private PropertiesSection() {}

  static String render(RenderContext ctx) {
    MarkdownTable t = new MarkdownTable().text("codec").text("library").text("format").text("text/binary")
        .text("schema").text("API").text("zero-copy").text("cross-language").text("timestamps")
        .text("buffer reuse").text("variants").text("fidelity rules").text("notes");
    for (CodecInfo c : ctx.run().codecs()) {
      t.row(c.id(), (c.library() + " " + c.libraryVersion()).trim(), c.format(), c.encoding(),
          yesNo(c.schemaRequired(), "required", "none"), c.api(), yesNo(c.zeroCopy(), "yes", "no"),
          yesNo(c.crossLanguage(), "yes", "no"), c.timestampPrecision(), yesNo(c.reusesBuffers(), "yes", "no"),
          list(c.variants()), list(c.fidelityRules()), c.notes());
    }
    StringBuilder out = new StringBuilder("### Codecs\n\n").append(t.render());
    out.append(problems(ctx.run().metadata()));
    return out.toString();
  }

  private static String problems(RunMetadata m) {
    StringBuilder out = new StringBuilder();
    if (!m.loadFailures().isEmpty()) {
      MarkdownTable t = new MarkdownTable().text("provider").text("message");
      m.loadFailures().forEach(f -> t.row(f.provider(), f.message()));
      out.append("\n**Codecs that failed to load:**\n\n").append(t.render());
    }
    out.append(pairs(m, PairInfo.FAILED, "Failed pairs (validation or encoding failed; not timed)"));
    out.append(pairs(m, PairInfo.DECLINED, "Declined pairs (the codec cannot represent the dataset)"));
    return out.toString();
  }

  private static String pairs(RunMetadata m, String status, String title) {
    MarkdownTable t = new MarkdownTable().text("codec").text("dataset").text("message");
    m.pairs().stream().filter(p -> p.status().equals(status))
        .forEach(p -> t.row(p.codec(), p.dataset(), p.message().isEmpty() ? Numbers.NA : p.message()));
    return t.isEmpty() ? "" : "\n**" + title + ":**\n\n" + t.render();
  }

  private static String yesNo(Boolean b, String yes, String no) {
    return b == null ? Numbers.NA : b ? yes : no;
  }

  private static String list(java.util.List<String> items) {
    return items.isEmpty() ? "none" : String.join(", ", items);
  }
}
