package dev.serbench.report.markdown;

import static dev.serbench.report.markdown.HeaderSection.orUnknown;

import dev.serbench.report.run.Environment;
import dev.serbench.report.run.JmhSettings;
import dev.serbench.report.run.RunMetadata;
import dev.serbench.report.text.MarkdownTable;
import dev.serbench.report.text.Numbers;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The machine, JVM, JMH settings, dates and command of the run, from metadata.json. */
final class EnvironmentSection {

  private EnvironmentSection() {}

  static String render(RenderContext ctx) {
    RunMetadata m = ctx.run().metadata();
    Environment e = m.environment();
    MarkdownTable t = new MarkdownTable().text("what").text("value");
    t.row("JDK", orUnknown(join(e.jdkVendor(), e.jdkVersion())));
    t.row("VM", orUnknown(join(e.vmName(), ctx.run().jmh().vmVersion())));
    t.row("JVM arguments", e.jvmArgs().isEmpty() ? "none" : code(String.join(" ", e.jvmArgs())));
    t.row("CPU", orUnknown(e.cpu()));
    t.row("cores", e.cores() < 0 ? Numbers.NA : Long.toString(e.cores()));
    t.row("memory", memory(e.memoryBytes()));
    t.row("OS", orUnknown(e.os()));
    t.row("git commit", git(e));
    t.row("JMH", jmh(m.jmh(), ctx.run().jmh().jmhVersion()));
    t.row("started", orUnknown(m.startedAt()));
    t.row("finished", orUnknown(m.finishedAt()));
    t.row("command", m.command().isEmpty() ? Numbers.NA : code(m.command()));
    if (!m.time().isEmpty()) {
      t.row("machine time", time(m.time()));
    }
    if (!m.machineSpeed().isEmpty()) {
      t.row("machine speed", speed(m.machineSpeed()));
    }
    return "### Environment\n\n" + t.render();
  }

  private static String join(String a, String b) {
    return (a + " " + b).trim();
  }

  static String code(String s) {
    return "`" + s.replace("`", "'") + "`";
  }

  private static String memory(long bytes) {
    if (bytes < 0) {
      return Numbers.NA;
    }
    return String.format(Locale.ROOT, "%.1f GiB", bytes / (1024.0 * 1024 * 1024));
  }

  private static String git(Environment e) {
    if (e.gitCommit().isEmpty()) {
      return Numbers.NA;
    }
    String dirty = e.gitDirty() == null ? " (dirty flag unknown)"
        : e.gitDirty() ? " (dirty: uncommitted changes)" : " (clean)";
    return code(e.gitCommit()) + dirty;
  }

  private static String jmh(JmhSettings j, String version) {
    List<String> parts = new ArrayList<>();
    parts.add(version.isEmpty() ? "version n/a" : "JMH " + version);
    if (j.calibrated()) {
      parts.add((j.quick() ? "one JVM per codec, a class loader per dataset" : "forks " + count(j.forks()) + " or more (up to 4 where they "
          + "disagree or did not settle)"));
      parts.add("warm-up to the steady state per benchmark, then " + count(j.warmupIterations()) + " × "
          + orUnknown(j.warmupTime()));
    } else {
      parts.add("forks " + count(j.forks()));
      parts.add("warmup " + count(j.warmupIterations()) + " × " + orUnknown(j.warmupTime()));
    }
    parts.add("measurement " + count(j.measurementIterations()) + " × " + orUnknown(j.measurementTime()));
    parts.add("mode " + orUnknown(j.mode()) + (j.timeUnit().isEmpty() ? "" : " (" + j.timeUnit() + ")"));
    parts.add("profilers " + (j.profilers().isEmpty() ? "none" : String.join(", ", j.profilers())));
    if (j.quick()) {
      parts.add("quick run");
    }
    return String.join("; ", parts);
  }

  /**
   * The machine's speed through the run: "61 probes of a fixed CPU-bound workload between measuring JVMs (02:20
   * to 08:59): the slowest 1.64x the fastest (median 133.0 µs a unit); the machine's speed moved ...".
   */
  static String speed(dev.serbench.report.run.MachineSpeed s) {
    List<String> span = s.span();
    String when = span.get(0).equals(span.get(1)) ? span.get(0) : span.get(0) + " to " + span.get(1);
    String line = String.format(Locale.ROOT, "%d probes of a fixed CPU-bound workload between measuring JVMs (%s): "
        + "the slowest %.2fx the fastest (median %.1f µs a unit)", s.probes().size(), when, s.slowestOverFastest(),
        s.median() / 1000);
    return s.moved()
        ? line + "; **the machine's speed moved during the run**: rows measured far apart in time compare less well "
            + "than their intervals say"
        : line + "; a CPU-bound reference: contention for the caches and memory can move the benchmarks more";
  }

  /** Where the run's time went: "112 min: validation 2 min, JVM start-up 20 min, ...". */
  static String time(java.util.Map<String, Long> t) {
    List<String> parts = new ArrayList<>();
    part(parts, t, "validationMillis", "validation");
    part(parts, t, "startupMillis", "JVM start-up");
    part(parts, t, "prepareMillis", "preparing values");
    part(parts, t, "steadyWarmupMillis", "warm-up to the steady state");
    part(parts, t, "jmhWarmupAndOverheadMillis", "JMH's warm-up iterations and overhead");
    part(parts, t, "measurementMillis", "measurement");
    part(parts, t, "allocationsMillis", "allocation pass");
    long total = t.getOrDefault("totalMillis", 0L);
    String jvms = t.containsKey("measuringJvms") ? ", " + t.get("measuringJvms") + " measuring JVMs, "
        + t.getOrDefault("forks", 0L) + " forks" : "";
    return minutes(total) + " in all" + jvms + ": " + String.join(", ", parts);
  }

  private static void part(List<String> parts, java.util.Map<String, Long> t, String key, String label) {
    if (t.containsKey(key)) {
      parts.add(label + " " + minutes(t.get(key)));
    }
  }

  private static String minutes(long millis) {
    return millis >= 120_000 ? String.format(Locale.ROOT, "%.0f min", millis / 60_000.0)
        : String.format(Locale.ROOT, "%.1f s", millis / 1000.0);
  }

  private static String count(long n) {
    return n < 0 ? Numbers.NA : Long.toString(n);
  }
}
