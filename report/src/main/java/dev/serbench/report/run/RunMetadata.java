package dev.serbench.report.run;

import java.util.List;

/** Everything metadata.json says about a run. */
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
    List<LoadFailure> loadFailures) {

  /** The only metadata.json format this report reads. */
  public static final int FORMAT_VERSION = 1;
}
