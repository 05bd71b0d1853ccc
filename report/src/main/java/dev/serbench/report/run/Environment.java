package dev.serbench.report.run;

import java.util.List;

/** The machine and JVM a run used, from {@code metadata.json}; absent text fields are empty strings. */
public record Environment(
    String jdkVendor,
    String jdkVersion,
    String vmName,
    List<String> jvmArgs,
    String os,
    String cpuModel,
    long cores,
    long memoryBytes,
    String gitCommit,
    Boolean gitDirty) {}
