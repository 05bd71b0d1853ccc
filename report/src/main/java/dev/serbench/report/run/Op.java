package dev.serbench.report.run;

/** The two measured operations, in the order tables show them. */
public enum Op {
  ENCODE,
  DECODE;

  /** The lower-case id used in jmh.json method names and in tables. */
  public String id() {
    return name().toLowerCase(java.util.Locale.ROOT);
  }
}
