package dev.serbench.report.run;

import java.util.Arrays;
import java.util.List;

/**
 * The measured operations, in the order tables show them: encode and decode, and for codecs that
 * convert, fromModel (canonical records to the codec's own representation) and toModel (back).
 */
public enum Op {
  ENCODE("encode"),
  DECODE("decode"),
  FROM_MODEL("fromModel"),
  TO_MODEL("toModel");

  private final String method;

  Op(String method) {
    this.method = method;
  }

  /** The benchmark method name used in jmh.json, allocs.json and metadata.json, also shown in tables. */
  public String id() {
    return method;
  }

  /** The operation of a benchmark method name, or null when it is none of them. */
  public static Op ofMethod(String method) {
    return Arrays.stream(values()).filter(op -> op.method.equals(method)).findFirst().orElse(null);
  }

  /** The method names, for error messages: "encode, decode, fromModel, toModel". */
  public static String methods() {
    return String.join(", ", Arrays.stream(values()).map(Op::id).toList());
  }

  /** The two operations every full codec times. */
  public static final List<Op> ENCODE_DECODE = List.of(ENCODE, DECODE);
}
