package dev.serbench.report.markdown;

import dev.serbench.report.run.DatasetInfo;
import dev.serbench.report.run.Op;
import dev.serbench.report.text.MarkdownTable;
import dev.serbench.report.text.Numbers;
import java.util.ArrayList;
import java.util.List;

/**
 * The totals table for the {@code person} dataset, sorted by model-to-bytes (records in, bytes, records
 * out: the overall ranking's job), with encode + decode beside it, like the Go suites' README;
 * one-operation variants and floors follow, unnumbered.
 */
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
    boolean allocs = ctx.run().allocs() != null;
    boolean conversions = ctx.run().hasConversions(DATASET);
    MarkdownTable t = new MarkdownTable().number("#").text("codec");
    if (conversions) {
      t.number("model-to-bytes ns/op");
    }
    t.number("encode + decode ns/op").number("encode ns/op").number("decode ns/op");
    t.number("serialized B").number("alloc B/op (enc + dec)");
    if (allocs) {
      t.number("allocs/op (enc + dec)");
    }
    int rank = 1;
    boolean noError = false;
    boolean unranked = false;
    for (CodecRow r : rows) {
      noError |= DatasetTables.lacksError(r);
      unranked |= !r.ranked();
      List<String> cells = new ArrayList<>(List.of(r.ranked() ? Integer.toString(rank++) : Numbers.NOT_TIMED,
          r.label()));
      if (conversions) {
        cells.add(DatasetTables.timesAll(r, Op.ENCODE, Op.DECODE)
            && (!r.converts() || DatasetTables.timesAll(r, Op.FROM_MODEL, Op.TO_MODEL))
            ? Numbers.time(r.modelToBytes()) : Numbers.NOT_TIMED);
      }
      cells.addAll(List.of(r.cell(r.total(), Numbers::time, Op.ENCODE, Op.DECODE), time(r, Op.ENCODE),
          time(r, Op.DECODE)));
      cells.add(Numbers.bytes(r.serializedBytes()));
      cells.add(r.cell(r.alloc(Op.ENCODE) + r.alloc(Op.DECODE), Numbers::alloc, Op.ENCODE, Op.DECODE));
      if (allocs) {
        cells.add(r.cell(r.allocsPerOp(Op.ENCODE) + r.allocsPerOp(Op.DECODE), Numbers::plain, Op.ENCODE, Op.DECODE));
      }
      t.row(cells);
    }
    String by = conversions ? "model-to-bytes ns/op (fromModel + encode + decode + toModel; lower is better)"
        : "encode + decode ns/op (lower is better)";
    out.append(unranked
        ? "Libraries sorted by " + by + ", then codec id; then, unnumbered, the variants that time one operation "
            + "and the floors.\n\n"
        : "Sorted by " + by + ", then codec id.\n\n");
    out.append(rows.isEmpty() ? "No codec has results on `" + DATASET + "`.\n" : t.render());
    if (noError) {
      out.append('\n').append(DatasetTables.NO_ERROR_NOTE);
    }
    return out.toString();
  }

  private static String time(CodecRow r, Op op) {
    return r.timed(op) ? Numbers.withError(r.time(op)) : Numbers.NOT_TIMED;
  }
}
