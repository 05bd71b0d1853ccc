package dev.serbench.report.csv;

import dev.serbench.report.markdown.CodecRow;
import dev.serbench.report.run.AllocCounts;
import dev.serbench.report.run.CodecInfo;
import dev.serbench.report.run.DatasetInfo;
import dev.serbench.report.run.Estimate;
import dev.serbench.report.run.Op;
import dev.serbench.report.run.OpResult;
import dev.serbench.report.run.PairInfo;
import dev.serbench.report.run.Run;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * Every measurement of a run as CSV, one record per (codec, dataset, operation) JMH timed: the score
 * with its error and interval, the allocations, the pair's sizes and the codec's declared properties.
 * Datasets in metadata order, codecs in the order of the report's tables, operations encode, decode,
 * fromModel, toModel. Missing values are empty fields, never 0.
 */
public final class CsvExport {

  /** The header record; {@link #row} fills the same columns. */
  public static final List<String> COLUMNS = List.of(
      "dataset", "family", "codec", "label", "kind", "operation",
      "score", "error", "low", "high", "unit", "samples",
      "alloc_bytes_per_op", "alloc_bytes_error", "allocs_per_op",
      "size_bytes", "min_bytes", "max_bytes", "gzip_bytes", "zstd_bytes",
      "status", "unsafe", "format", "library", "library_version", "encoding", "schema_required", "api",
      "zero_copy", "cross_language", "timestamp_precision", "reuses_buffers", "variants", "floor", "flags");

  private CsvExport() {}

  public static String render(Run run) {
    Csv csv = new Csv().row(COLUMNS);
    for (DatasetInfo d : run.datasets()) {
      for (CodecRow r : CodecRow.of(run, d)) {
        for (Op op : Op.values()) {
          OpResult result = r.results().get(op);
          if (result != null) {
            csv.row(row(r, op, result, run.allocs()));
          }
        }
      }
    }
    return csv.toString();
  }

  private static List<String> row(CodecRow r, Op op, OpResult result, AllocCounts allocs) {
    CodecInfo c = r.codec();
    DatasetInfo d = r.dataset();
    PairInfo p = r.pair();
    Estimate t = result.time();
    Estimate a = result.alloc();
    AllocCounts.Entry counted = allocs == null ? null : allocs.entry(c.id(), d.id(), op);
    List<String> f = new ArrayList<>(COLUMNS.size());
    f.add(d.id());
    f.add(d.family());
    f.add(c.id());
    f.add(r.label());
    f.add(r.kind().name().toLowerCase(Locale.ROOT).replace('_', '-'));
    f.add(op.id());
    f.add(Csv.number(t.score()));
    f.add(Csv.number(t.error()));
    f.add(t.hasError() ? Csv.number(t.low()) : "");
    f.add(t.hasError() ? Csv.number(t.high()) : "");
    f.add("ns/op");
    f.add(Csv.count(result.samples()));
    f.add(a == null ? "" : Csv.number(a.score()));
    f.add(a == null ? "" : Csv.number(a.error()));
    f.add(counted == null ? "" : Csv.number(counted.allocsPerOp()));
    f.add(p == null ? "" : Csv.number(p.serializedBytes()));
    f.add(p == null ? "" : Csv.number(p.minBytes()));
    f.add(p == null ? "" : Csv.number(p.maxBytes()));
    f.add(p == null ? "" : Csv.number(p.gzipBytes()));
    f.add(p == null ? "" : Csv.number(p.zstdBytes()));
    f.add(p == null ? "" : p.status());
    f.add(p == null ? "" : Csv.flag(p.unsafe()));
    f.add(c.format());
    f.add(c.library());
    f.add(c.libraryVersion());
    f.add(c.encoding());
    f.add(Csv.flag(c.schemaRequired()));
    f.add(c.api());
    f.add(Csv.flag(c.zeroCopy()));
    f.add(Csv.flag(c.crossLanguage()));
    f.add(c.timestampPrecision());
    f.add(Csv.flag(c.reusesBuffers()));
    f.add(String.join("; ", c.variants()));
    f.add(Csv.flag(c.floor()));
    f.add(String.join("; ", t.flags()));
    return f;
  }
}
