package dev.serbench.report.run;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * One results directory, read: its metadata, its JMH measurements and, when the directory has them, the
 * allocation counts and the robustness findings, with look-ups the tables share. Datasets and codecs keep
 * metadata.json's order; ids that only jmh.json names follow, sorted.
 */
public final class Run {

  private final Path dir;
  private final RunMetadata metadata;
  private final JmhResults jmh;
  private final AllocCounts allocs;
  private final Robustness robustness;
  private final List<DatasetInfo> datasets;
  private final Map<String, CodecInfo> codecs = new LinkedHashMap<>();
  private final Map<String, PairInfo> pairs = new LinkedHashMap<>();

  public Run(Path dir, RunMetadata metadata, JmhResults jmh) {
    this(dir, metadata, jmh, null, null);
  }

  /**
   * @param allocs the allocation counts, null when the directory has no allocs.json
   * @param robustness the robustness findings, null when the directory has no robustness.json
   */
  public Run(Path dir, RunMetadata metadata, JmhResults jmh, AllocCounts allocs, Robustness robustness) {
    this(dir, metadata, jmh, allocs, robustness, null);
  }

  /** How far an unfinished run got: benchmarks with a result, of those it planned. */
  public record Partial(int done, int planned) {}

  private final Partial partial;

  /**
   * A directory whose {@code go/} may hold a Go run made on the same machine beside the JVM measurements of
   * {@code datasets} (the datasets of the part of the run that directory holds).
   */
  public record GoDir(Path dir, Set<String> datasets) {}

  private final List<GoDir> goDirs;

  /** @param partial null for a finished run */
  public Run(Path dir, RunMetadata metadata, JmhResults jmh, AllocCounts allocs, Robustness robustness,
      Partial partial) {
    this(dir, metadata, jmh, allocs, robustness, partial, null);
  }

  /**
   * @param goDirs the directories of the run's parts, in order, each with the datasets it measured (for
   *     their Go runs); null for a run of one directory (then {@code dir} with every dataset)
   */
  public Run(Path dir, RunMetadata metadata, JmhResults jmh, AllocCounts allocs, Robustness robustness,
      Partial partial, List<GoDir> goDirs) {
    this.partial = partial;
    this.dir = dir;
    this.metadata = metadata;
    this.jmh = jmh;
    this.allocs = allocs;
    this.robustness = robustness;
    Set<String> knownDatasets = new LinkedHashSet<>();
    List<DatasetInfo> ds = new ArrayList<>(metadata.datasets());
    ds.forEach(d -> knownDatasets.add(d.id()));
    Set<String> extraDatasets = new TreeSet<>();
    Set<String> extraCodecs = new TreeSet<>();
    metadata.codecs().forEach(c -> codecs.put(c.id(), c));
    for (ResultKey key : jmh.results().keySet()) {
      if (!knownDatasets.contains(key.dataset())) {
        extraDatasets.add(key.dataset());
      }
      if (!codecs.containsKey(key.codec())) {
        extraCodecs.add(key.codec());
      }
    }
    extraDatasets.forEach(id -> ds.add(DatasetInfo.undeclared(id)));
    extraCodecs.forEach(id -> codecs.put(id, CodecInfo.undeclared(id)));
    this.datasets = List.copyOf(ds);
    Set<String> all = new LinkedHashSet<>();
    ds.forEach(d -> all.add(d.id()));
    this.goDirs = goDirs == null ? List.of(new GoDir(dir, Set.copyOf(all))) : List.copyOf(goDirs);
    metadata.pairs().forEach(p -> pairs.put(p.codec() + "\u0000" + p.dataset(), p));
  }

  /** How far the run got, or null when it finished. */
  public Partial partial() {
    return partial;
  }

  public Path dir() {
    return dir;
  }

  /** Where the run's same-machine Go runs may be: each part's directory with the datasets that part measured. */
  public List<GoDir> goDirs() {
    return goDirs;
  }

  public RunMetadata metadata() {
    return metadata;
  }

  public JmhResults jmh() {
    return jmh;
  }

  /** The allocation counts, or null when the run has no allocs.json. */
  public AllocCounts allocs() {
    return allocs;
  }

  /** The robustness findings, or null when the run has no robustness.json. */
  public Robustness robustness() {
    return robustness;
  }

  /** Every dataset, in metadata order. */
  public List<DatasetInfo> datasets() {
    return datasets;
  }

  /** Every codec, in metadata order. */
  public List<CodecInfo> codecs() {
    return List.copyOf(codecs.values());
  }

  public CodecInfo codec(String id) {
    return codecs.getOrDefault(id, CodecInfo.undeclared(id));
  }

  /** The measurement, or null when this run has none. */
  public OpResult result(String codec, String dataset, Op op) {
    return jmh.results().get(new ResultKey(codec, dataset, op));
  }

  /** The pair's outcome and sizes, or null when metadata.json does not list it. */
  public PairInfo pair(String codec, String dataset) {
    return pairs.get(codec + "\u0000" + dataset);
  }

  /** Whether any measurement exists for the codec on the dataset. */
  public boolean hasResults(String codec, String dataset) {
    for (Op op : Op.values()) {
      if (result(codec, dataset, op) != null) {
        return true;
      }
    }
    return false;
  }

  /** Whether any codec has fromModel or toModel results on the dataset (null: on any dataset). */
  public boolean hasConversions(String dataset) {
    return jmh.results().keySet().stream().anyMatch(k -> (dataset == null || k.dataset().equals(dataset))
        && (k.op() == Op.FROM_MODEL || k.op() == Op.TO_MODEL));
  }

  /** The size per value for the pair, NaN when unknown. */
  public double serializedBytes(String codec, String dataset) {
    PairInfo p = pair(codec, dataset);
    return p == null ? Double.NaN : p.serializedBytes();
  }
}
