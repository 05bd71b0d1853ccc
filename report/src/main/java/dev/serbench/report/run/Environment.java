package dev.serbench.report.run;

import java.util.List;

/**
 * The machine and JVM a run used, from {@code metadata.json}; absent text fields are empty strings. {@code cpuId}
 * is the CPU's identity (x86: vendor, family, model, stepping), recorded since hypervisors may show one model
 * name for several CPUs; runs made before it was recorded have none.
 */
public record Environment(
    String jdkVendor,
    String jdkVersion,
    String vmName,
    List<String> jvmArgs,
    String os,
    String cpuModel,
    String cpuId,
    long cores,
    long memoryBytes,
    String gitCommit,
    Boolean gitDirty) {

  /** The CPU as shown: its model name, with its identity when recorded. */
  public String cpu() {
    return cpuId.isEmpty() ? cpuModel : cpuModel + " (" + cpuId + ")";
  }

  /** The same CPU: the same model name, and the same identity unless either run records none. */
  public boolean sameCpu(Environment other) {
    return cpuModel.equals(other.cpuModel) && (cpuId.isEmpty() || other.cpuId.isEmpty() || cpuId.equals(other.cpuId));
  }
}
