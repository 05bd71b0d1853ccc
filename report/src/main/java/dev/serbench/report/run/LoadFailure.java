package dev.serbench.report.run;

/** A codec provider that could not be loaded (metadata.json {@code loadFailures[]}). */
public record LoadFailure(String provider, String message) {}
