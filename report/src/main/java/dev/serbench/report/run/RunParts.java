package dev.serbench.report.run;

import dev.serbench.report.ReportException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * Several results directories of one logical run, read as the one run they are parts of: the shards of
 * {@code run --shard K/N} (run on several identical machines), and runs of the same settings split by
 * {@code --datasets} when a run does not fit one sitting (each of those may be sharded too). The parts
 * must plan their selections exactly once together (no benchmark in two parts, none in no part; parts of
 * different datasets share none) and must agree on everything that makes figures comparable (code,
 * settings, JDK, machine kind; see {@link RunPart#mismatch}): runs that differ there are compared
 * ({@code compare}, the html page), never mixed in one table. A refusal names the file and the reason in
 * one line.
 *
 * <p>The merged run lists the rows in the selection's order, as one unsplit run would (the datasets of
 * later parts after the first part's datasets of their family, or at the end); its dates span the parts,
 * its command lists theirs, its machine time is theirs added up, and its report and charts go to the
 * first directory.
 */
public final class RunParts {

  private RunParts() {}

  /** A logical run and the directories it was read from (one, or the parts merged into it). */
  public record Group(List<Path> dirs, Run run) {}

  /** Reads {@code dirs} as the parts of one run; one directory is read as it is. */
  public static Run read(List<Path> dirs) throws ReportException {
    return read(dirs, false);
  }

  /**
   * As {@link #read(List)}; with {@code acrossCommits}, parts measured at different git commits are merged
   * when nothing else differs (settings, JDK, machine kind, codecs and their properties, validation): for
   * a run whose later part had to be measured after commits that changed none of the code a measuring
   * JVM runs (the report, the journals, the console). The report cannot see code, so whoever merges
   * vouches for that; the merged run's environment names every commit and the datasets measured at it.
   */
  public static Run read(List<Path> dirs, boolean acrossCommits) throws ReportException {
    if (dirs.size() == 1) {
      return RunReader.read(dirs.get(0));
    }
    List<RunPart> parts = new ArrayList<>();
    for (Path dir : dirs) {
      parts.add(RunPart.read(dir));
    }
    return merge(parts, acrossCommits);
  }

  /**
   * Reads {@code dirs} as one or more runs to show side by side: the parts of the same logical run
   * (shards, and runs of the same settings on other datasets) are merged into one, in the place of the
   * first of them; every other directory is a run of its own.
   */
  public static List<Group> group(List<Path> dirs) throws ReportException {
    return group(dirs, false);
  }

  /** As {@link #group(List)}, merging parts of different commits with {@code acrossCommits} (see {@link #read(List, boolean)}). */
  public static List<Group> group(List<Path> dirs, boolean acrossCommits) throws ReportException {
    List<List<RunPart>> shards = new ArrayList<>();
    List<Object> order = new ArrayList<>();
    for (Path dir : dirs) {
      RunPart part = Files.isRegularFile(dir.resolve(RunReader.STATE_FILE)) ? RunPart.read(dir) : null;
      if (part == null) {
        order.add(dir);
        continue;
      }
      List<RunPart> same = shards.stream().filter(g -> g.stream().allMatch(p -> p.mismatch(part, acrossCommits) == null))
          .findFirst().orElse(null);
      if (same == null) {
        same = new ArrayList<>();
        shards.add(same);
        order.add(same);
      }
      same.add(part);
    }
    List<Group> groups = new ArrayList<>();
    for (Object entry : order) {
      if (entry instanceof Path dir) {
        groups.add(new Group(List.of(dir), RunReader.read(dir)));
      } else {
        @SuppressWarnings("unchecked")
        List<RunPart> parts = (List<RunPart>) entry;
        groups.add(new Group(parts.stream().map(RunPart::dir).toList(),
            parts.size() == 1 ? parts.get(0).run() : merge(parts, acrossCommits)));
      }
    }
    return List.copyOf(groups);
  }

  private static Run merge(List<RunPart> parts, boolean acrossCommits) throws ReportException {
    RunPart first = parts.get(0);
    Set<Path> seen = new HashSet<>();
    for (int i = 0; i < parts.size(); i++) {
      RunPart part = parts.get(i);
      if (!seen.add(part.dir().toAbsolutePath().normalize())) {
        throw new ReportException(part.dir() + ": given twice");
      }
      for (RunPart earlier : parts.subList(0, i)) {
        String mismatch = earlier.mismatch(part, acrossCommits);
        if (mismatch != null) {
          boolean commitOnly = !acrossCommits && earlier.mismatch(part, true) == null;
          throw new ReportException(part.metadataFile() + ": not a part of the same run as " + earlier.dir() + ": "
              + mismatch + " (merging needs the same code, settings, JDK and machine kind; `compare` or `html` "
              + "shows different runs side by side" + (commitOnly ? "; --across-commits merges parts that differ "
              + "only in their commit, when none of the code a measuring JVM runs changed between them" : "") + ")");
        }
      }
    }
    List<DatasetInfo> datasets = datasets(parts);
    List<String> selection = selection(parts, datasets);
    checkCoverage(parts, selection);
    checkOptionalFiles(parts);
    Map<ResultKey, OpResult> results = new LinkedHashMap<>();
    for (String key : selection) {
      ResultKey k = resultKey(key);
      for (RunPart part : parts) {
        OpResult r = part.run().jmh().results().get(k);
        if (r != null) {
          results.put(k, r);
        }
      }
    }
    JmhResults jmh = new JmhResults(first.run().jmh().jmhVersion(), first.run().jmh().vmVersion(), results);
    boolean finished = parts.stream().allMatch(p -> p.run().partial() == null);
    Run.Partial partial = finished ? null : new Run.Partial(results.size(), selection.size());
    List<Run.GoDir> goDirs = new ArrayList<>();
    for (RunPart part : parts) {
      goDirs.add(new Run.GoDir(part.dir(), Set.copyOf(part.datasetIds())));
    }
    return new Run(first.dir(), metadata(parts, datasets), jmh, allocs(parts), robustness(parts), partial, goDirs);
  }

  /**
   * The first part of each distinct set of datasets (the shards of one selection share theirs), in the
   * order given.
   */
  private static List<RunPart> selections(List<RunPart> parts) {
    List<RunPart> firsts = new ArrayList<>();
    for (RunPart part : parts) {
      Set<String> ids = new HashSet<>(part.datasetIds());
      if (firsts.stream().noneMatch(f -> new HashSet<>(f.datasetIds()).equals(ids))) {
        firsts.add(part);
      }
    }
    return firsts;
  }

  /**
   * The datasets of the whole run: the first selection's in its order; each later one's after the last
   * dataset of its family so far, or at the end.
   */
  private static List<DatasetInfo> datasets(List<RunPart> parts) {
    List<RunPart> selections = selections(parts);
    List<DatasetInfo> merged = new ArrayList<>(selections.get(0).run().metadata().datasets());
    for (RunPart part : selections.subList(1, selections.size())) {
      for (DatasetInfo d : part.run().metadata().datasets()) {
        int at = merged.size();
        for (int i = 0; i < merged.size(); i++) {
          if (merged.get(i).family().equals(d.family())) {
            at = i + 1;
          }
        }
        merged.add(at, d);
      }
    }
    return List.copyOf(merged);
  }

  /**
   * The benchmarks of the whole run: each selection's, in its order; with several selections, ordered by
   * dataset as {@code datasets} orders them (a full run measures dataset by dataset).
   */
  private static List<String> selection(List<RunPart> parts, List<DatasetInfo> datasets) {
    List<RunPart> selections = selections(parts);
    List<String> keys = new ArrayList<>();
    selections.forEach(p -> keys.addAll(p.selection()));
    if (selections.size() > 1) {
      Map<String, Integer> index = new HashMap<>();
      datasets.forEach(d -> index.put(d.id(), index.size()));
      keys.sort(java.util.Comparator.comparingInt(k -> index.getOrDefault(resultKey(k).dataset(), index.size())));
    }
    return List.copyOf(keys);
  }

  /** Every part's results are in its plan; the plans cover the selection, each benchmark once. */
  private static void checkCoverage(List<RunPart> parts, List<String> selectionKeys) throws ReportException {
    RunPart first = parts.get(0);
    Set<String> selection = new HashSet<>(selectionKeys);
    Map<String, RunPart> plannedBy = new HashMap<>();
    for (RunPart part : parts) {
      Set<String> planned = new HashSet<>(part.planned());
      for (String key : part.planned()) {
        if (!selection.contains(key)) {
          throw new ReportException(part.stateFile() + ": plans " + key + ", which is not in the selection of "
              + "the run (" + (part.shard() == null ? "its own plan" : "shard " + part.shard() + "'s selection")
              + " is not)");
        }
        RunPart other = plannedBy.putIfAbsent(key, part);
        if (other != null) {
          throw new ReportException(part.stateFile() + ": overlap: plans " + key + ", which " + other.stateFile()
              + " plans too (each benchmark must be in one part only)");
        }
      }
      for (ResultKey k : part.run().jmh().results().keySet()) {
        String key = k.op().id() + "|" + k.codec() + "|" + k.dataset();
        if (!planned.contains(key)) {
          throw new ReportException(part.dir().resolve(RunReader.JMH_FILE) + ": has a result for " + key
              + ", which its " + RunReader.STATE_FILE + " does not plan");
        }
      }
    }
    List<String> missing = selectionKeys.stream().filter(k -> !plannedBy.containsKey(k)).toList();
    if (!missing.isEmpty()) {
      throw new ReportException(first.stateFile() + ": gap: " + missing.size() + " of the selection's "
          + selection.size() + " benchmarks are in no part, first " + missing.get(0) + " (parts given: "
          + String.join(", ", parts.stream().map(p -> p.shard() == null ? p.dir().toString() : "shard " + p.shard())
              .toList()) + ")");
    }
  }

  /**
   * allocs.json in every part or in none (a merged table must not mix counted and uncounted rows), except
   * that a part of group-large datasets only may lack it: an unsplit run does not count those datasets
   * either (minutes per pair under the agent), so their rows show n/a in both. robustness.json, which no
   * shard writes, in one part at most. Each part may have a go/ of its own: a Go run made beside that part.
   */
  private static void checkOptionalFiles(List<RunPart> parts) throws ReportException {
    List<RunPart> withAllocs = parts.stream().filter(p -> p.run().allocs() != null).toList();
    if (!withAllocs.isEmpty()) {
      RunPart without = parts.stream().filter(p -> p.run().allocs() == null && !onlyLarge(p)).findFirst().orElse(null);
      if (without != null) {
        throw new ReportException(without.dir().resolve(RunReader.ALLOCS_FILE) + ": missing, while "
            + withAllocs.get(0).dir().resolve(RunReader.ALLOCS_FILE) + " exists (every part needs its allocation "
            + "counts, or none; only a part of group-large datasets may lack them)");
      }
    }
    List<RunPart> withRobustness = parts.stream().filter(p -> p.run().robustness() != null).toList();
    if (withRobustness.size() > 1) {
      throw new ReportException(withRobustness.get(1).dir().resolve(RunReader.ROBUSTNESS_FILE) + ": "
          + withRobustness.get(0).dir().resolve(RunReader.ROBUSTNESS_FILE) + " exists too (the robustness pass "
          + "is not sharded: keep it in one part)");
    }
  }

  /** Whether every dataset of the part is in group large. */
  private static boolean onlyLarge(RunPart part) {
    List<DatasetInfo> datasets = part.run().metadata().datasets();
    return !datasets.isEmpty() && datasets.stream().allMatch(DatasetInfo::large);
  }

  private static ResultKey resultKey(String key) {
    String[] f = key.split("\\|", 3);
    return new ResultKey(f[1], f[2], Op.ofMethod(f[0]));
  }

  private static RunMetadata metadata(List<RunPart> parts, List<DatasetInfo> datasets) {
    RunMetadata m = parts.get(0).run().metadata();
    List<RunPart> selections = selections(parts);
    List<PairInfo> allPairs = new ArrayList<>();
    selections.forEach(p -> allPairs.addAll(p.run().metadata().pairs()));
    if (selections.size() > 1) {
      Map<String, Integer> index = new HashMap<>();
      datasets.forEach(d -> index.put(d.id(), index.size()));
      allPairs.sort(java.util.Comparator.comparingInt(p -> index.getOrDefault(p.dataset(), index.size())));
    }
    Set<String> commands = new LinkedHashSet<>();
    Set<LoadFailure> loadFailures = new LinkedHashSet<>();
    Set<String> timed = new HashSet<>();
    Map<String, Long> time = new LinkedHashMap<>();
    String started = m.startedAt();
    String finished = m.finishedAt();
    for (RunPart part : parts) {
      RunMetadata p = part.run().metadata();
      commands.add(p.command());
      loadFailures.addAll(p.loadFailures());
      p.time().forEach((what, ms) -> time.merge(what, ms, Long::sum));
      p.pairs().stream().filter(PairInfo::timed).forEach(x -> timed.add(x.codec() + "|" + x.dataset()));
      started = earliest(started, p.startedAt());
      finished = finished.isEmpty() || p.finishedAt().isEmpty() ? "" : latest(finished, p.finishedAt());
    }
    List<PairInfo> pairs = allPairs.stream().map(p -> new PairInfo(p.codec(), p.dataset(), p.status(), p.message(),
        timed.contains(p.codec() + "|" + p.dataset()), p.serializedBytes(), p.minBytes(), p.maxBytes(), p.gzipBytes(),
        p.zstdBytes(), p.unsafe(), p.value0Bytes())).toList();
    return new RunMetadata(m.formatVersion(), m.serbenchVersion(), String.join("; ", commands), started, finished,
        environment(parts), m.jmh(), m.codecs(), datasets, m.timestampRule(), pairs, List.copyOf(loadFailures),
        time, MachineSpeed.pool(parts.stream().map(p -> p.run().metadata().machineSpeed()).toList()));
  }

  /**
   * The first part's environment, with the fork arguments of the whole run: counted over every part's
   * datasets as {@code run} counts them ("ARGS (N datasets);") where the parts record each dataset's, the
   * distinct sets of the parts otherwise; the OS strings of all parts when their kernels differ.
   */
  private static Environment environment(List<RunPart> parts) {
    Environment e = parts.get(0).run().metadata().environment();
    Map<String, List<String>> byDataset = new LinkedHashMap<>();
    parts.forEach(p -> p.forkJvmArgs().forEach(byDataset::putIfAbsent));
    List<String> jvmArgs;
    if (byDataset.isEmpty()) {
      Set<String> distinct = new LinkedHashSet<>();
      parts.forEach(p -> distinct.addAll(p.run().metadata().environment().jvmArgs()));
      jvmArgs = List.copyOf(distinct);
    } else {
      Map<String, Integer> counts = new TreeMap<>();
      byDataset.values().forEach(args -> counts.merge(String.join(" ", args), 1, Integer::sum));
      List<String> sets = new ArrayList<>();
      counts.forEach((args, n) -> sets.add(args + " (" + n + (n == 1 ? " dataset);" : " datasets);")));
      jvmArgs = List.copyOf(sets);
    }
    Set<String> os = new LinkedHashSet<>();
    parts.forEach(p -> os.add(p.run().metadata().environment().os()));
    // Parts merged across commits (--across-commits): every commit, with the datasets measured at it.
    Map<String, Set<String>> byCommit = new LinkedHashMap<>();
    for (RunPart p : parts) {
      // shards of one selection list the same datasets: a set each
      byCommit.computeIfAbsent(p.run().metadata().environment().gitCommit(), c -> new LinkedHashSet<>())
          .addAll(p.datasetIds());
    }
    String commit = e.gitCommit();
    if (byCommit.size() > 1) {
      List<String> each = new ArrayList<>();
      byCommit.forEach((c, datasets) -> each.add(c + " (" + (datasets.size() <= 3 ? String.join(", ", datasets)
          : datasets.size() + " datasets") + ")"));
      commit = String.join(", ", each);
    }
    Boolean dirty = e.gitDirty();
    for (RunPart p : parts) {
      Boolean d = p.run().metadata().environment().gitDirty();
      dirty = Boolean.TRUE.equals(dirty) || Boolean.TRUE.equals(d) ? Boolean.TRUE : dirty == null || d == null ? null : dirty;
    }
    return new Environment(e.jdkVendor(), e.jdkVersion(), e.vmName(), jvmArgs, String.join(" / ", os), e.cpuModel(),
        e.cpuId(), e.cores(), e.memoryBytes(), commit, dirty);
  }

  private static AllocCounts allocs(List<RunPart> parts) throws ReportException {
    RunPart counted = parts.stream().filter(p -> p.run().allocs() != null).findFirst().orElse(null);
    if (counted == null) {
      return null;
    }
    AllocCounts a = counted.run().allocs();
    Map<ResultKey, AllocCounts.Entry> entries = new LinkedHashMap<>();
    List<AllocCounts.Failure> failures = new ArrayList<>();
    Set<String> commands = new LinkedHashSet<>();
    String started = a.startedAt();
    String finished = a.finishedAt();
    for (RunPart part : parts) {
      AllocCounts p = part.run().allocs();
      if (p == null) {
        continue; // a part of group-large datasets only (checked above)
      }
      if (!p.agent().equals(a.agent()) || p.warmupOperations() != a.warmupOperations()) {
        throw new ReportException(part.dir().resolve(RunReader.ALLOCS_FILE) + ": counted with agent '" + p.agent()
            + "' after " + p.warmupOperations() + " warm-up operations, " + counted.dir() + " with '" + a.agent()
            + "' after " + a.warmupOperations());
      }
      for (Map.Entry<ResultKey, AllocCounts.Entry> e : p.entries().entrySet()) {
        if (entries.putIfAbsent(e.getKey(), e.getValue()) != null) {
          throw new ReportException(part.dir().resolve(RunReader.ALLOCS_FILE) + ": overlap: " + e.getKey().op().id()
              + "|" + e.getKey().codec() + "|" + e.getKey().dataset() + " is counted in another part too");
        }
      }
      failures.addAll(p.failures());
      commands.add(p.command());
      started = earliest(started, p.startedAt());
      finished = latest(finished, p.finishedAt());
    }
    return new AllocCounts(a.agent(), String.join("; ", commands), started, finished, a.warmupOperations(), entries,
        List.copyOf(failures));
  }

  private static Robustness robustness(List<RunPart> parts) {
    return parts.stream().map(p -> p.run().robustness()).filter(r -> r != null).findFirst().orElse(null);
  }

  /** The earlier of two ISO-8601 UTC instants as serbench writes them (an empty one is unknown). */
  private static String earliest(String a, String b) {
    return a.isEmpty() ? b : b.isEmpty() || a.compareTo(b) <= 0 ? a : b;
  }

  private static String latest(String a, String b) {
    return a.isEmpty() ? b : b.isEmpty() || a.compareTo(b) >= 0 ? a : b;
  }
}
