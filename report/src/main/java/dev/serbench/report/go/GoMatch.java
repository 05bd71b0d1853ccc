package dev.serbench.report.go;

import dev.serbench.report.run.Op;

/**
 * A Go benchmark and what go-mapping.tsv made of it.
 *
 * @param dataset the serbench dataset id, or null when no rule matched or the rule says "not comparable"
 * @param op the operation, null when unmapped
 * @param codec the Go codec label (Gob, JSON, Proto, ...), null when unmapped
 * @param note the rule's note ("" when none); for unmapped benchmarks, why
 */
public record GoMatch(GoBenchmark benchmark, String dataset, Op op, String codec, String note) {

  public boolean mapped() {
    return dataset != null;
  }
}
