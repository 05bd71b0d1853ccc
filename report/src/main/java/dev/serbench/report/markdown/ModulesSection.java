package dev.serbench.report.markdown;

import dev.serbench.report.run.CodecInfo;
import dev.serbench.report.text.MarkdownTable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The codec modules of the run and the codecs each registers, from metadata.json's codecs (their
 * {@code module}), so that the README's module table is generated and never misses one. Runs that do
 * not record modules get no section.
 */
final class ModulesSection {

  private ModulesSection() {}

  static String render(RenderContext ctx) {
    Map<String, List<String>> byModule = new TreeMap<>();
    for (CodecInfo c : ctx.run().codecs()) {
      if (!c.module().isEmpty()) {
        byModule.computeIfAbsent(c.module(), k -> new ArrayList<>()).add("`" + c.id() + "`");
      }
    }
    if (byModule.isEmpty()) {
      return "";
    }
    MarkdownTable t = new MarkdownTable().text("module").text("codecs").text("libraries");
    byModule.forEach((module, codecs) -> {
      List<String> libraries = ctx.run().codecs().stream().filter(c -> c.module().equals(module))
          .map(c -> c.library() + (c.libraryVersion().isEmpty() ? "" : " " + c.libraryVersion())).distinct().toList();
      t.row("`" + module + "`", String.join(", ", codecs), String.join(", ", libraries));
    });
    return "### Codec modules\n\n" + byModule.size() + " codec modules registered " + ctx.run().codecs().stream()
        .filter(c -> !c.module().isEmpty()).count() + " codecs in this run (each module registers its codecs with "
        + "`ServiceLoader`; the table is generated from the run's metadata).\n\n" + t.render();
  }
}
