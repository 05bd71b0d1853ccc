package dev.serbench.report.markdown;

import dev.serbench.report.run.CodecInfo;
import dev.serbench.report.run.DatasetInfo;
import dev.serbench.report.run.Estimate;
import dev.serbench.report.run.Op;
import dev.serbench.report.run.OpResult;
import dev.serbench.report.run.PairInfo;
import dev.serbench.report.run.Run;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * One codec's numbers on one dataset: what the raw, relative, totals and chart views all start from.
 * Missing values are NaN (shown as n/a), never 0.
 */
public record CodecRow(CodecInfo codec, DatasetInfo dataset, OpResult encode, OpResult decode, PairInfo pair) {

  /** Rows of every codec with results on the dataset, sorted by total ns/op (missing totals last), then id. */
  public static List<CodecRow> of(Run run, DatasetInfo dataset) {
    List<CodecRow> rows = new ArrayList<>();
    for (CodecInfo c : run.codecs()) {
      if (run.hasResults(c.id(), dataset.id())) {
        rows.add(new CodecRow(c, dataset, run.result(c.id(), dataset.id(), Op.ENCODE),
            run.result(c.id(), dataset.id(), Op.DECODE), run.pair(c.id(), dataset.id())));
      }
    }
    rows.sort(BY_TOTAL);
    return rows;
  }

  /** Ascending total ns/op, rows without a total last, ties by codec id. */
  public static final Comparator<CodecRow> BY_TOTAL = Comparator
      .comparing((CodecRow r) -> Double.isNaN(r.total()))
      .thenComparingDouble(r -> Double.isNaN(r.total()) ? 0 : r.total())
      .thenComparing(r -> r.codec().id());

  public Estimate time(Op op) {
    OpResult r = op == Op.ENCODE ? encode : decode;
    return r == null ? null : r.time();
  }

  /** ns/op of the operation, NaN when not measured. */
  public double nanos(Op op) {
    Estimate e = time(op);
    return e == null ? Double.NaN : e.score();
  }

  /** Encode plus decode ns/op; NaN unless both were measured. */
  public double total() {
    return nanos(Op.ENCODE) + nanos(Op.DECODE);
  }

  /** Allocated B/op of the operation, NaN without gc profiler data. */
  public double alloc(Op op) {
    OpResult r = op == Op.ENCODE ? encode : decode;
    return r == null || r.alloc() == null ? Double.NaN : r.alloc().score();
  }

  /** MB/s of payload (10^6 bytes per second) for datasets with payloadBytes > 0; NaN otherwise. */
  public double megabytesPerSecond(Op op) {
    return dataset.payloadBytes() > 0 ? dataset.payloadBytes() / nanos(op) * 1000 : Double.NaN;
  }

  /** ns per element (map entry, list item) for datasets with elements > 0; NaN otherwise. */
  public double nanosPerElement(Op op) {
    return dataset.elements() > 0 ? nanos(op) / dataset.elements() : Double.NaN;
  }

  public double serializedBytes() {
    return pair == null ? Double.NaN : pair.serializedBytes();
  }

  public double gzipBytes() {
    return pair == null ? Double.NaN : pair.gzipBytes();
  }

  public double zstdBytes() {
    return pair == null ? Double.NaN : pair.zstdBytes();
  }
}
