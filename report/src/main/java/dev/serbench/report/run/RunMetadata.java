package dev.serbench.report.run;

import java.util.List;

/**
 * Everything metadata.json says about a run. {@code time}: where a finished run's machine time went, in
 * ms by part (validation, start-up, warm-up, measurement, allocations; see the harness's
 * TimeBreakdown), empty for runs that do not record it. {@code machineSpeed}: the machine's speed probed
 * through the run ({@link MachineSpeed#NONE} for runs that do not record it).
 */
public record RunMetadata(
    int formatVersion,
    String serbenchVersion,
    String command,
    String startedAt,
    String finishedAt,
    Environment environment,
    JmhSettings jmh,
    List<CodecInfo> codecs,
    List<DatasetInfo> datasets,
    String timestampRule,
    List<PairInfo> pairs,
    List<LoadFailure> loadFailures,
    java.util.Map<String, Long> time,
    MachineSpeed machineSpeed) {

  /** The only metadata.json format this report reads. */
  public static final int FORMAT_VERSION = 1;
}
