package dev.serbench.report.html;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.serbench.report.go.GoBenchFile;
import dev.serbench.report.go.GoBenchmark;
import dev.serbench.report.go.GoMapping;
import dev.serbench.report.go.GoMatch;
import dev.serbench.report.markdown.CodecRow;
import dev.serbench.report.run.AllocCounts;
import dev.serbench.report.run.CodecInfo;
import dev.serbench.report.run.DatasetInfo;
import dev.serbench.report.run.Environment;
import dev.serbench.report.run.Estimate;
import dev.serbench.report.run.JmhSettings;
import dev.serbench.report.run.Op;
import dev.serbench.report.run.OpResult;
import dev.serbench.report.run.PairInfo;
import dev.serbench.report.run.Robustness;
import dev.serbench.report.run.Run;
import dev.serbench.report.run.RunMetadata;
import java.util.List;

/**
 * What the page shows, as one JSON object (the page's {@code data.js}): per run its environment, codecs,
 * datasets, one row per (codec, dataset) with its measurements by operation, failed pairs, allocation
 * failures and robustness counts; and the Go benchmarks with what the Go mapping made of them. Missing
 * numbers are null, never 0; the page computes totals, relative values and verdicts from these.
 */
public final class PageData {

  private static final ObjectMapper MAPPER = new ObjectMapper();

  private PageData() {}

  /**
   * @param runs the runs, the first one shown by default
   * @param names a display name per run (its directory's name)
   * @param command the command that wrote the page, shown in its footer
   */
  public static ObjectNode of(List<Run> runs, List<String> names, List<GoBenchFile> goFiles, GoMapping mapping,
      String command) {
    ObjectNode root = MAPPER.createObjectNode();
    root.put("formatVersion", 1);
    root.put("command", command);
    ArrayNode runNodes = root.putArray("runs");
    for (int i = 0; i < runs.size(); i++) {
      runNodes.add(run(runs.get(i), names.get(i)));
    }
    root.set("go", goFiles.isEmpty() ? null : go(goFiles, mapping));
    return root;
  }

  private static ObjectNode run(Run run, String name) {
    RunMetadata m = run.metadata();
    ObjectNode n = MAPPER.createObjectNode();
    n.put("name", name);
    n.put("serbenchVersion", m.serbenchVersion());
    n.put("command", m.command());
    n.put("startedAt", m.startedAt());
    n.put("finishedAt", m.finishedAt());
    n.put("jmhVersion", run.jmh().jmhVersion());
    n.put("vmVersion", run.jmh().vmVersion());
    n.set("environment", environment(m.environment()));
    n.set("machineSpeed", speed(m.machineSpeed()));
    n.set("jmh", settings(m.jmh()));
    if (run.partial() != null) {
      n.putObject("partial").put("done", run.partial().done()).put("planned", run.partial().planned());
    }
    ArrayNode codecs = n.putArray("codecs");
    for (CodecInfo c : run.codecs()) {
      codecs.add(codec(c));
    }
    ArrayNode datasets = n.putArray("datasets");
    ArrayNode rows = n.putArray("rows");
    for (DatasetInfo d : run.datasets()) {
      ObjectNode dn = datasets.addObject();
      dn.put("id", d.id());
      dn.put("family", d.family());
      dn.put("description", d.description());
      dn.put("large", d.large());
      dn.put("values", d.values());
      dn.put("payloadBytes", d.payloadBytes());
      dn.put("elements", d.elements());
      dn.put("conversions", run.hasConversions(d.id()));
      for (CodecRow r : CodecRow.of(run, d)) {
        rows.add(row(r));
      }
    }
    ArrayNode notTimed = n.putArray("pairsNotTimed");
    for (PairInfo p : m.pairs()) {
      if (!p.status().equals(PairInfo.PASSED)) {
        notTimed.addObject().put("codec", p.codec()).put("dataset", p.dataset()).put("status", p.status())
            .put("message", p.message());
      }
    }
    AllocCounts allocs = run.allocs();
    n.put("hasAllocs", allocs != null);
    ArrayNode allocFailures = n.putArray("allocFailures");
    if (allocs != null) {
      allocs.failures().forEach(f -> allocFailures.addObject().put("codec", f.codec()).put("dataset", f.dataset())
          .put("operation", f.operation()).put("message", f.message()));
    }
    n.set("robustness", run.robustness() == null ? null : robustness(run.robustness()));
    return n;
  }

  private static ObjectNode environment(Environment e) {
    ObjectNode n = MAPPER.createObjectNode();
    n.put("jdkVendor", e.jdkVendor());
    n.put("jdkVersion", e.jdkVersion());
    n.put("vmName", e.vmName());
    ArrayNode args = n.putArray("jvmArgs");
    e.jvmArgs().forEach(args::add);
    n.put("os", e.os());
    n.put("cpuModel", e.cpuModel());
    n.put("cpuId", e.cpuId());
    n.put("cores", e.cores());
    n.put("memoryBytes", e.memoryBytes());
    n.put("gitCommit", e.gitCommit());
    if (e.gitDirty() == null) {
      n.putNull("gitDirty");
    } else {
      n.put("gitDirty", e.gitDirty());
    }
    return n;
  }

  /** The machine's speed through the run (probes, their span, slowest over fastest), or null when not probed. */
  private static ObjectNode speed(dev.serbench.report.run.MachineSpeed s) {
    if (s.isEmpty()) {
      return null;
    }
    ObjectNode n = MAPPER.createObjectNode();
    n.put("probes", s.probes().size());
    n.put("first", s.span().get(0));
    n.put("last", s.span().get(1));
    n.put("slowestOverFastest", s.slowestOverFastest());
    n.put("medianNanosPerUnit", s.median());
    n.put("moved", s.moved());
    return n;
  }

  private static ObjectNode settings(JmhSettings s) {
    ObjectNode n = MAPPER.createObjectNode();
    n.put("forks", s.forks());
    n.put("warmupIterations", s.warmupIterations());
    n.put("warmupTime", s.warmupTime());
    n.put("measurementIterations", s.measurementIterations());
    n.put("measurementTime", s.measurementTime());
    n.put("mode", s.mode());
    n.put("timeUnit", s.timeUnit());
    ArrayNode profilers = n.putArray("profilers");
    s.profilers().forEach(profilers::add);
    n.put("quick", s.quick());
    return n;
  }

  private static ObjectNode codec(CodecInfo c) {
    ObjectNode n = MAPPER.createObjectNode();
    n.put("id", c.id());
    n.put("label", c.label());
    n.put("kind", kind(c));
    n.put("format", c.format());
    n.put("library", c.library());
    n.put("libraryVersion", c.libraryVersion());
    n.put("encoding", c.encoding());
    flag(n, "schemaRequired", c.schemaRequired());
    n.put("api", c.api());
    flag(n, "zeroCopy", c.zeroCopy());
    flag(n, "crossLanguage", c.crossLanguage());
    n.put("timestampPrecision", c.timestampPrecision());
    flag(n, "reusesBuffers", c.reusesBuffers());
    ArrayNode variants = n.putArray("variants");
    c.variants().forEach(variants::add);
    ArrayNode ops = n.putArray("operations");
    for (Op op : Op.values()) {
      if (c.times(op)) {
        ops.add(op.id());
      }
    }
    ArrayNode rules = n.putArray("fidelityRules");
    c.fidelityRules().forEach(rules::add);
    n.put("floor", c.floor());
    n.put("notes", c.notes());
    return n;
  }

  /** library, one-operation (a variant that times encode or decode only) or floor, as the tables order rows. */
  static String kind(CodecInfo c) {
    if (c.floor()) {
      return "floor";
    }
    return c.partial() ? "one-operation" : "library";
  }

  private static ObjectNode row(CodecRow r) {
    ObjectNode n = MAPPER.createObjectNode();
    n.put("codec", r.codec().id());
    n.put("dataset", r.dataset().id());
    n.put("label", r.label());
    PairInfo p = r.pair();
    n.put("unsafe", p != null && p.unsafe());
    number(n, "size", r.serializedBytes());
    number(n, "minBytes", p == null ? Double.NaN : p.minBytes());
    number(n, "maxBytes", p == null ? Double.NaN : p.maxBytes());
    number(n, "gzip", r.gzipBytes());
    number(n, "zstd", r.zstdBytes());
    ObjectNode ops = n.putObject("ops");
    for (Op op : Op.values()) {
      OpResult result = r.results().get(op);
      if (result == null) {
        continue;
      }
      ObjectNode o = ops.putObject(op.id());
      estimate(o, "", result.time());
      if (result.samples() >= 0) {
        o.put("n", result.samples());
      }
      if (result.alloc() != null) {
        number(o, "a", result.alloc().score());
        number(o, "ae", result.alloc().error());
      }
      number(o, "k", r.allocsPerOp(op));
    }
    return n;
  }

  private static void estimate(ObjectNode n, String prefix, Estimate e) {
    number(n, prefix + "s", e.score());
    number(n, prefix + "e", e.error());
    if (!e.flags().isEmpty()) {
      ArrayNode flags = n.putArray(prefix + "f");
      e.flags().forEach(flags::add);
    }
  }

  private static ObjectNode robustness(Robustness r) {
    ObjectNode n = MAPPER.createObjectNode();
    n.put("command", r.command());
    n.put("startedAt", r.startedAt());
    number(n, "durationSeconds", r.durationSeconds());
    ArrayNode outcomes = n.putArray("outcomes");
    r.outcomes().forEach(outcomes::add);
    ArrayNode severe = n.putArray("severe");
    Robustness.SEVERE.forEach(severe::add);
    Robustness.Settings s = r.settings();
    if (s != null) {
      ObjectNode sn = n.putObject("settings");
      sn.put("inputsPerPair", s.inputsPerPair());
      sn.put("seed", s.seed());
      sn.put("timeoutMillis", s.timeoutMillis());
      sn.put("workers", s.workers());
      ArrayNode limits = sn.putArray("limits");
      s.limits().forEach(limits::add);
    }
    ArrayNode pairs = n.putArray("pairs");
    for (Robustness.Pair p : r.pairs()) {
      ObjectNode pn = pairs.addObject();
      pn.put("codec", p.codec());
      pn.put("dataset", p.dataset());
      pn.put("inputs", p.inputs());
      ObjectNode counts = pn.putObject("counts");
      p.counts().forEach(counts::put);
      ObjectNode examples = pn.putObject("examples");
      p.examples().forEach(examples::put);
    }
    ArrayNode skipped = n.putArray("skipped");
    r.skipped().forEach(k -> skipped.addObject().put("codec", k.codec()).put("reason", k.reason()));
    return n;
  }

  private static ObjectNode go(List<GoBenchFile> files, GoMapping mapping) {
    ObjectNode n = MAPPER.createObjectNode();
    ArrayNode fileNodes = n.putArray("files");
    ArrayNode rows = n.putArray("benchmarks");
    for (GoBenchFile f : files) {
      fileNodes.addObject().put("name", f.name()).put("caption", f.caption()).put("machine", f.machine())
          .put("pkg", f.headers().getOrDefault("pkg", ""));
      for (GoBenchmark b : f.benchmarks()) {
        GoMatch m = mapping.map(b);
        ObjectNode bn = rows.addObject();
        bn.put("file", b.file());
        bn.put("line", b.line());
        bn.put("name", b.printedName());
        bn.put("dataset", m.dataset());
        bn.put("op", m.op() == null ? null : m.op().id());
        bn.put("codec", m.codec());
        bn.put("note", m.note());
        number(bn, "ns", b.metric(GoBenchmark.NS_PER_OP));
        number(bn, "bytesPerOp", b.metric(GoBenchmark.BYTES_PER_OP));
        number(bn, "allocsPerOp", b.metric(GoBenchmark.ALLOCS_PER_OP));
        number(bn, "mbs", b.metric(GoBenchmark.MB_PER_S));
        number(bn, "size", b.metric(GoBenchmark.BYTES_SERIAL));
      }
    }
    return n;
  }

  private static void number(ObjectNode n, String field, double value) {
    if (Double.isNaN(value) || Double.isInfinite(value)) {
      n.putNull(field);
    } else {
      n.put(field, value);
    }
  }

  private static void flag(ObjectNode n, String field, Boolean value) {
    if (value == null) {
      n.putNull(field);
    } else {
      n.put(field, value);
    }
  }
}
