package dev.serbench.report.markdown;

import dev.serbench.report.run.CodecInfo;
import dev.serbench.report.run.DatasetInfo;
import dev.serbench.report.run.Op;
import dev.serbench.report.run.PairInfo;
import dev.serbench.report.run.Run;
import dev.serbench.report.run.RunMetadata;
import dev.serbench.report.text.MarkdownTable;
import dev.serbench.report.text.Numbers;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What each codec declared about itself, then every codec that failed to load and every failed or
 * declined pair with its message: a failing codec is reported, never hidden.
 */
final class PropertiesSection {

  private PropertiesSection() {}

  static String render(RenderContext ctx) {
    // "times" appears only for runs whose metadata declares operations, so older runs render as they did.
    boolean operations = ctx.run().codecs().stream().anyMatch(c -> !c.operations().isEmpty());
    // Likewise "timestamp representation", for runs whose codecs declare it.
    boolean representations = ctx.run().codecs().stream().anyMatch(c -> !c.timestampRepresentation().isEmpty());
    MarkdownTable t = new MarkdownTable().text("codec").text("library").text("format").text("text/binary")
        .text("schema").text("API").text("zero-copy").text("cross-language").text("timestamps");
    if (representations) {
      t.text("timestamp representation");
    }
    t.text("buffer reuse");
    if (operations) {
      t.text("times");
    }
    t.text("variants").text("fidelity rules").text("notes");
    for (CodecInfo c : ctx.run().codecs()) {
      List<String> cells = new ArrayList<>(List.of(c.id(), (c.library() + " " + c.libraryVersion()).trim(),
          c.format(), c.encoding(), yesNo(c.schemaRequired(), "required", "none"), c.api(),
          yesNo(c.zeroCopy(), "yes", "no"), yesNo(c.crossLanguage(), "yes", "no"), c.timestampPrecision()));
      if (representations) {
        cells.add(c.timestampRepresentation().isEmpty() ? Numbers.NA : c.timestampRepresentation());
      }
      cells.add(yesNo(c.reusesBuffers(), "yes", "no"));
      if (operations) {
        cells.add(times(c));
      }
      cells.addAll(List.of(variants(ctx.run(), c), list(c.fidelityRules()), c.notes()));
      t.row(cells);
    }
    StringBuilder out = new StringBuilder("### Codecs\n\n").append(t.render());
    out.append(fieldRules(ctx.run().metadata()));
    out.append(problems(ctx.run().metadata()));
    return out.toString();
  }

  /**
   * The README's codec table: what a reader needs to pick (library, format, schema, API, what it times,
   * its variants), one line per codec; the notes, timestamp representations, fidelity rules and the
   * datasets' field rules are in the full report ({@code reportLink}). Failures are listed here as there:
   * a failing codec is reported, never hidden.
   */
  static String renderCompact(RenderContext ctx, String reportLink) {
    boolean operations = ctx.run().codecs().stream().anyMatch(c -> !c.operations().isEmpty());
    MarkdownTable t = new MarkdownTable().text("codec").text("library").text("format").text("text/binary")
        .text("schema").text("API").text("zero-copy").text("cross-language");
    if (operations) {
      t.text("times");
    }
    t.text("variants");
    for (CodecInfo c : ctx.run().codecs()) {
      List<String> cells = new ArrayList<>(List.of(c.id(), artifact(c), c.format(), c.encoding(),
          yesNo(c.schemaRequired(), "required", "none"), c.api(), yesNo(c.zeroCopy(), "yes", "no"),
          yesNo(c.crossLanguage(), "yes", "no")));
      if (operations) {
        cells.add(times(c));
      }
      cells.add(variants(ctx.run(), c));
      t.row(cells);
    }
    StringBuilder out = new StringBuilder("### Codecs\n\n");
    out.append("What each codec of this run declared about itself; how each one is set up (its notes), how it writes "
        + "a timestamp, its fidelity rules and every dataset family's field rules are in [the full report]("
        + reportLink + ").\n\n");
    out.append(t.render());
    out.append(problems(ctx.run().metadata()));
    return out.toString();
  }

  /**
   * The library without its group ({@code jackson-dataformat-cbor 2.21.4}, {@code java.base JDK 17}), or with
   * the group's last part when the artifact alone names no library ({@code capnproto:runtime 0.1.16}).
   */
  static String artifact(CodecInfo c) {
    String library = c.library();
    int colon = library.lastIndexOf(':');
    String name = colon >= 0 ? library.substring(colon + 1) : library;
    if (colon > 0 && java.util.Set.of("runtime", "core", "api", "lib").contains(name)) {
      String group = library.substring(0, colon);
      name = group.substring(group.lastIndexOf('.') + 1) + ":" + name;
    }
    return (name + " " + c.libraryVersion()).trim();
  }

  /**
   * The logical schema of each dataset family (every codec writes these fields this way) and the one
   * timestamp rule; nothing for runs whose metadata does not state them.
   */
  private static String fieldRules(RunMetadata m) {
    Map<String, String> byFamily = new LinkedHashMap<>();
    Map<String, List<String>> ids = new LinkedHashMap<>();
    for (DatasetInfo d : m.datasets()) {
      if (!d.fieldRules().isEmpty()) {
        byFamily.putIfAbsent(d.family(), d.fieldRules());
        ids.computeIfAbsent(d.family(), f -> new ArrayList<>()).add(d.id());
      }
    }
    if (byFamily.isEmpty()) {
      return "";
    }
    MarkdownTable t = new MarkdownTable().text("family").text("datasets").text("field rules");
    byFamily.forEach((family, rules) -> t.row(family, String.join(", ", ids.get(family)), rules));
    StringBuilder out = new StringBuilder("\n**Field rules** (one logical schema per dataset, in every format):\n\n")
        .append(t.render());
    if (!m.timestampRule().isEmpty()) {
      out.append("\nThe ").append(m.timestampRule()).append(". The column \"timestamp representation\" above says"
          + " how each codec applies it.\n");
    }
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

  /** The operations the codec's rows time: "encode, decode, fromModel, toModel", "encode". */
  private static String times(CodecInfo c) {
    return String.join(", ", Arrays.stream(Op.values()).filter(c::times).map(Op::id).toList());
  }

  /**
   * The variant labels, with "floor" for a floor and "unsafe" when validation found decoded values that
   * change with the input bytes: on every dataset the codec passed, or on the ones named.
   */
  private static String variants(Run run, CodecInfo c) {
    List<String> labels = new ArrayList<>(c.variants());
    if (c.floor() && !labels.contains(CodecInfo.FLOOR_LABEL)) {
      labels.add(CodecInfo.FLOOR_LABEL);
    }
    List<PairInfo> passed = run.metadata().pairs().stream()
        .filter(p -> p.codec().equals(c.id()) && p.status().equals(PairInfo.PASSED)).toList();
    List<String> unsafe = passed.stream().filter(PairInfo::unsafe).map(PairInfo::dataset).toList();
    if (!unsafe.isEmpty()) {
      labels.add(unsafe.size() == passed.size() ? PairInfo.UNSAFE
          : PairInfo.UNSAFE + " (" + String.join(", ", unsafe) + ")");
    }
    return list(labels);
  }

  private static String yesNo(Boolean b, String yes, String no) {
    return b == null ? Numbers.NA : b ? yes : no;
  }

  private static String list(List<String> items) {
    return items.isEmpty() ? "none" : String.join(", ", items);
  }
}
