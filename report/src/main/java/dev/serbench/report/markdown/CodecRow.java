package dev.serbench.report.markdown;

import dev.serbench.report.run.AllocCounts;
import dev.serbench.report.run.CodecInfo;
import dev.serbench.report.run.DatasetInfo;
import dev.serbench.report.run.Estimate;
import dev.serbench.report.run.Op;
import dev.serbench.report.run.OpResult;
import dev.serbench.report.run.PairInfo;
import dev.serbench.report.run.Run;
import dev.serbench.report.text.Numbers;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.function.DoubleFunction;

/**
 * One codec's numbers on one dataset: what the raw, relative, totals and chart views all start from.
 * Missing values are NaN (shown as n/a), never 0; an operation the codec does not time is shown as "-".
 *
 * @param results the measurements by operation (only those the run has)
 * @param allocs the run's allocation counts, null when it has none
 */
public record CodecRow(CodecInfo codec, DatasetInfo dataset, Map<Op, OpResult> results, PairInfo pair,
    AllocCounts allocs) {

  /** What a row is, in the order tables show them: libraries, then one-operation variants, then floors. */
  public enum Kind {
    /** A codec that times encode and decode: ranked, and the "best" of each column. */
    LIBRARY,
    /** A variant that times only encode ("reused output") or only decode ("access", "read"). */
    ONE_OPERATION,
    /** raw, memcpy, noop: bounds to read the libraries against, never ranked. */
    FLOOR
  }

  /**
   * Rows of every codec with results on the dataset: libraries sorted by model-to-bytes ns/op (missing
   * last), then one-operation variants sorted by the operation they time, then floors; ties by id.
   */
  public static List<CodecRow> of(Run run, DatasetInfo dataset) {
    List<CodecRow> rows = new ArrayList<>();
    for (CodecInfo c : run.codecs()) {
      if (run.hasResults(c.id(), dataset.id())) {
        Map<Op, OpResult> results = new EnumMap<>(Op.class);
        for (Op op : Op.values()) {
          OpResult r = run.result(c.id(), dataset.id(), op);
          if (r != null) {
            results.put(op, r);
          }
        }
        rows.add(new CodecRow(c, dataset, results, run.pair(c.id(), dataset.id()), run.allocs()));
      }
    }
    rows.sort(ORDER);
    return rows;
  }

  /** Kind, then ascending sort key (rows without one last), then codec id. */
  public static final Comparator<CodecRow> ORDER = Comparator.comparing(CodecRow::kind)
      .thenComparing((CodecRow r) -> Double.isNaN(r.sortKey()))
      .thenComparingDouble(r -> Double.isNaN(r.sortKey()) ? 0 : r.sortKey())
      .thenComparing(r -> r.codec().id());

  public Kind kind() {
    if (codec.floor()) {
      return Kind.FLOOR;
    }
    return codec.partial() ? Kind.ONE_OPERATION : Kind.LIBRARY;
  }

  /** Whether the row takes part in rankings and in the "best" of a column. */
  public boolean ranked() {
    return kind() == Kind.LIBRARY;
  }

  /** The codec's label, plus "unsafe" when validation found this pair's decoded values alias the input. */
  public String label() {
    return codec.label(pair != null && pair.unsafe() ? List.of(PairInfo.UNSAFE) : List.of());
  }

  /** Whether the codec times the operation (or the run measured it anyway). */
  public boolean timed(Op op) {
    return results.containsKey(op) || codec.times(op);
  }

  public Estimate time(Op op) {
    OpResult r = results.get(op);
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

  /**
   * What the row is sorted by: model-to-bytes (the job every codec does, see the overall ranking), or for a
   * codec that times one operation (a variant, a floor) that one.
   */
  public double sortKey() {
    if (codec.partial()) {
      return timed(Op.ENCODE) ? nanos(Op.ENCODE) : nanos(Op.DECODE);
    }
    return modelToBytes();
  }

  /** Whether the codec converts between the canonical model and its own representation. */
  public boolean converts() {
    return timed(Op.FROM_MODEL) || timed(Op.TO_MODEL);
  }

  /** fromModel plus toModel ns/op; NaN unless both were measured. */
  public double convert() {
    return nanos(Op.FROM_MODEL) + nanos(Op.TO_MODEL);
  }

  /**
   * From the application's model to bytes and back: fromModel + encode + decode + toModel for codecs
   * that convert, the total for codecs that encode the model directly; NaN when a part is missing.
   */
  public double modelToBytes() {
    return converts() ? total() + convert() : total();
  }

  /** Allocated B/op of the operation, NaN without gc profiler data. */
  public double alloc(Op op) {
    OpResult r = results.get(op);
    return r == null || r.alloc() == null ? Double.NaN : r.alloc().score();
  }

  /** Objects and arrays allocated per operation (allocs.json), NaN when not counted. */
  public double allocsPerOp(Op op) {
    AllocCounts.Entry e = allocs == null ? null : allocs.entry(codec.id(), dataset.id(), op);
    return e == null ? Double.NaN : e.allocsPerOp();
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

  /** The encoded size of value 0 (the source study's value); the mean size for runs that do not record it. */
  public double value0Bytes() {
    if (pair == null) {
      return Double.NaN;
    }
    return Double.isNaN(pair.value0Bytes()) ? pair.serializedBytes() : pair.value0Bytes();
  }

  public double gzipBytes() {
    return pair == null ? Double.NaN : pair.gzipBytes();
  }

  public double zstdBytes() {
    return pair == null ? Double.NaN : pair.zstdBytes();
  }

  /** A cell about {@code ops}: "-" when the codec does not time one of them, else the formatted value. */
  public String cell(double value, DoubleFunction<String> format, Op... ops) {
    for (Op op : ops) {
      if (!timed(op)) {
        return Numbers.NOT_TIMED;
      }
    }
    return format.apply(value);
  }
}
