package dev.serbench.report.markdown;

import dev.serbench.report.run.DatasetInfo;
import dev.serbench.report.run.Op;
import dev.serbench.report.text.MarkdownTable;
import dev.serbench.report.text.Numbers;
import java.util.List;

/** The totals table for the {@code person} dataset, sorted by encode + decode, like the Go suites' README. */
final class TotalsSection {

  static final String DATASET = "person";

  private TotalsSection() {}

  static String render(RenderContext ctx) {
    DatasetInfo person = ctx.run().datasets().stream().filter(d -> d.id().equals(DATASET)).findFirst().orElse(null);
    StringBuilder out = new StringBuilder("#### Totals: `" + DATASET + "`\n\n");
    if (person == null) {
      return out.append("This run has no `" + DATASET + "` dataset.\n").toString();
    }
    List<CodecRow> rows = CodecRow.of(ctx.run(), person);
    MarkdownTable t = new MarkdownTable().number("#").text("codec").number("encode + decode ns/op")
        .number("encode ns/op").number("decode ns/op").number("serialized B").number("alloc B/op (enc + dec)");
    int rank = 1;
    boolean noError = false;
    for (CodecRow r : rows) {
      noError |= DatasetTables.lacksError(r);
      t.row(Integer.toString(rank++), r.codec().label(), Numbers.time(r.total()), Numbers.withError(r.time(Op.ENCODE)),
          Numbers.withError(r.time(Op.DECODE)), Numbers.bytes(r.serializedBytes()),
          Numbers.alloc(r.alloc(Op.ENCODE) + r.alloc(Op.DECODE)));
    }
    out.append("Sorted by encode + decode ns/op (lower is better), then codec id.\n\n");
    out.append(rows.isEmpty() ? "No codec has results on `" + DATASET + "`.\n" : t.render());
    if (noError) {
      out.append('\n').append(DatasetTables.NO_ERROR_NOTE);
    }
    return out.toString();
  }
}
