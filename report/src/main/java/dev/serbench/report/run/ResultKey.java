package dev.serbench.report.run;

/** Identifies one measured row: codec id, dataset id and operation. */
public record ResultKey(String codec, String dataset, Op op) {}
