package dev.serbench.report.run;

/**
 * The outcome of one (codec, dataset) pair and its sizes (metadata.json {@code pairs[]}). Sizes are
 * NaN when absent (failed and declined pairs have none). {@code unsafe}: validation found the decoded
 * values change when the input bytes are overwritten afterwards. {@code value0Bytes}: the encoded size
 * of value 0, the source study's value (NaN for runs before the field).
 */
public record PairInfo(
    String codec,
    String dataset,
    String status,
    String message,
    boolean timed,
    double serializedBytes,
    double minBytes,
    double maxBytes,
    double gzipBytes,
    double zstdBytes,
    boolean unsafe,
    double value0Bytes) {

  public static final String PASSED = "passed";
  public static final String FAILED = "failed";
  public static final String DECLINED = "declined";
  /** The label of a pair whose decoded values change when the input bytes are overwritten. */
  public static final String UNSAFE = "unsafe";
}
