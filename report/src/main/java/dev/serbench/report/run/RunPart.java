package dev.serbench.report.run;

import com.fasterxml.jackson.databind.JsonNode;
import dev.serbench.report.ReportException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One results directory read as a part of a larger logical run (a shard of {@code run --shard}, or a run
 * of some of the datasets, {@code run --datasets}): the run itself and what its {@code run-state.json}
 * says it planned. Merging needs the plan, not just the results: a benchmark that failed leaves no
 * result, and only the plans tell a failed benchmark from one that no part ran.
 *
 * @param planned the "method|codec|dataset" keys this part planned, in run order
 * @param selection the keys of the whole logical run: the recorded selection of a shard, the part's own
 *     plan otherwise
 * @param shard "K/N", or null when the run was not a shard
 * @param args the run's arguments without {@code --shard} and {@code --datasets}: the same for every part
 *     of one run
 * @param forkJvmArgs each dataset's fork arguments (metadata.json {@code datasets[].forkJvmArgs}) where
 *     the part ran it
 */
record RunPart(Path dir, Run run, List<String> planned, List<String> selection, String shard, List<String> args,
    Map<String, List<String>> forkJvmArgs) {

  /** Reads a directory's run, its run-state.json (required here) and its fork arguments. */
  static RunPart read(Path dir) throws ReportException {
    Run run = RunReader.read(dir);
    Path stateFile = dir.resolve(RunReader.STATE_FILE);
    if (!Files.isRegularFile(stateFile)) {
      throw new ReportException(stateFile + ": missing: merging results directories needs each one's plan "
          + "(run-state.json, which `run` writes)");
    }
    JsonNode state = JsonFiles.read(stateFile);
    JsonNode planned = state.get("planned");
    if (planned == null || !planned.isArray()) {
      throw new ReportException(stateFile + ": missing the planned benchmarks");
    }
    String shard = JsonFiles.text(state, "shard");
    List<String> plan = JsonFiles.texts(state, "planned");
    List<String> selection = shard.isEmpty() ? plan : JsonFiles.texts(state, "selection");
    if (!shard.isEmpty() && selection.isEmpty()) {
      throw new ReportException(stateFile + ": shard " + shard + " without the selection it is a shard of");
    }
    Map<String, List<String>> forkJvmArgs = new LinkedHashMap<>();
    JsonNode datasets = JsonFiles.read(dir.resolve(RunReader.METADATA_FILE)).get("datasets");
    if (datasets != null && datasets.isArray()) {
      for (JsonNode d : datasets) {
        List<String> args = JsonFiles.texts(d, "forkJvmArgs");
        if (!args.isEmpty()) {
          forkJvmArgs.put(JsonFiles.text(d, "id"), args);
        }
      }
    }
    return new RunPart(dir, run, plan, selection, shard.isEmpty() ? null : shard,
        without(JsonFiles.texts(state, "args"), List.of("--shard", "--datasets")).stream()
            // --no-allocs times nothing differently; whether parts may differ in allocs.json is checked on its own
            .filter(a -> !a.equals("--no-allocs")).toList(), forkJvmArgs);
  }

  /** The arguments without the options {@code dropped} and their values (given as one or two arguments). */
  private static List<String> without(List<String> args, List<String> dropped) {
    List<String> kept = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      String arg = args.get(i);
      if (dropped.contains(arg)) {
        i++;
      } else if (dropped.stream().noneMatch(d -> arg.startsWith(d + "="))) {
        kept.add(arg);
      }
    }
    return List.copyOf(kept);
  }

  /** The ids of the datasets this part's run selected (metadata.json {@code datasets}), in its order. */
  List<String> datasetIds() {
    return run.metadata().datasets().stream().map(DatasetInfo::id).toList();
  }

  Path stateFile() {
    return dir.resolve(RunReader.STATE_FILE);
  }

  Path metadataFile() {
    return dir.resolve(RunReader.METADATA_FILE);
  }

  /**
   * Why {@code other} cannot be a part of the same logical run as this one, or null when it can: the
   * same code (the same git commit, unless {@code acrossCommits}: see {@link RunParts#read(List, boolean)}),
   * settings, JDK, machine kind and codecs, and either the same datasets (then both are
   * shards of one selection, with the same validation) or none in common (runs of the same settings
   * split by {@code --datasets}). Shards may run on several machines of one kind: the CPU model, cores,
   * memory (to the GiB) and the OS and architecture must match, not the kernel version; and the CPU's identity
   * (family, model, stepping) where both parts record one, since a hypervisor may show one model name for
   * several CPUs.
   */
  String mismatch(RunPart other, boolean acrossCommits) {
    RunMetadata a = run.metadata();
    RunMetadata b = other.run.metadata();
    Environment ea = a.environment();
    Environment eb = b.environment();
    List<String> reasons = new ArrayList<>();
    differ(reasons, "serbench version", a.serbenchVersion(), b.serbenchVersion());
    if (!acrossCommits) {
      differ(reasons, "git commit", ea.gitCommit() + (Boolean.TRUE.equals(ea.gitDirty()) ? " (dirty)" : ""),
          eb.gitCommit() + (Boolean.TRUE.equals(eb.gitDirty()) ? " (dirty)" : ""));
    }
    differ(reasons, "JDK", (ea.jdkVendor() + " " + ea.jdkVersion() + " " + ea.vmName()).strip(),
        (eb.jdkVendor() + " " + eb.jdkVersion() + " " + eb.vmName()).strip());
    differ(reasons, "VM version", run.jmh().vmVersion(), other.run.jmh().vmVersion());
    differ(reasons, "machine kind", machineKind(ea), machineKind(eb));
    if (!ea.cpuId().isEmpty() && !eb.cpuId().isEmpty()) {
      differ(reasons, "CPU", ea.cpuId(), eb.cpuId());
    }
    differ(reasons, "JMH settings", a.jmh().toString(), b.jmh().toString());
    differ(reasons, "JMH version", run.jmh().jmhVersion(), other.run.jmh().jmhVersion());
    differ(reasons, "run arguments", String.join(" ", args), String.join(" ", other.args));
    differ(reasons, "timestamp rule", a.timestampRule(), b.timestampRule());
    if (!a.codecs().equals(b.codecs())) {
      reasons.add("codecs (their ids or declared properties differ)");
    }
    List<String> mine = datasetIds();
    List<String> theirs = other.datasetIds();
    if (new java.util.HashSet<>(mine).equals(new java.util.HashSet<>(theirs))) {
      if (shard == null || other.shard == null) {
        reasons.add("the same datasets, and " + (shard == null ? dir : other.dir) + " is not a shard (two runs of "
            + "one selection are compared, never merged)");
      }
      if (!a.datasets().equals(b.datasets())) {
        reasons.add("datasets (their ids or descriptions differ)");
      }
      if (!untimed(a.pairs()).equals(untimed(b.pairs()))) {
        reasons.add("validation (the pairs' outcomes or sizes differ)");
      }
      if (!selection.equals(other.selection)) {
        reasons.add("selection (" + selection.size() + " vs " + other.selection.size() + " benchmarks, or another order)");
      }
    } else {
      List<String> shared = theirs.stream().filter(mine::contains).toList();
      if (!shared.isEmpty()) {
        reasons.add("datasets: " + shared.get(0) + " is in both, which select different datasets (parts split by "
            + "--datasets must not share one)");
      }
    }
    return reasons.isEmpty() ? null : String.join("; ", reasons);
  }

  private static void differ(List<String> reasons, String what, String a, String b) {
    if (!a.equals(b)) {
      reasons.add(what + " '" + b + "' vs '" + a + "'");
    }
  }

  /** CPU model, cores, memory in GiB, OS name and architecture (the OS string without its version). */
  static String machineKind(Environment e) {
    String[] os = e.os().strip().split(" ");
    String osKind = os.length >= 3 ? os[0] + " " + os[os.length - 1] : e.os();
    return e.cpuModel() + ", " + e.cores() + " cores, " + Math.round(e.memoryBytes() / (1024.0 * 1024 * 1024))
        + " GiB, " + osKind;
  }

  /** The pairs with {@code timed} cleared: each part times only its own. */
  private static List<PairInfo> untimed(List<PairInfo> pairs) {
    return pairs.stream().map(p -> new PairInfo(p.codec(), p.dataset(), p.status(), p.message(), false,
        p.serializedBytes(), p.minBytes(), p.maxBytes(), p.gzipBytes(), p.zstdBytes(), p.unsafe(), p.value0Bytes()))
        .toList();
  }
}
