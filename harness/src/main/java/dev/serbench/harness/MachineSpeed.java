package dev.serbench.harness;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The machine's speed over a run: a fixed reference workload, timed in the runner's own JVM between two
 * measuring JVMs (never beside one) at most once every {@link #INTERVAL_NANOS}, each probe a line of the
 * fork journal ({@link ForkJournal#recordSpeed}), summed up in {@code metadata.json} as
 * {@code machineSpeed}.
 *
 * <p>Why: on a shared host the machine's speed moves without the guest seeing it (no steal time, no
 * frequency it can read). On one such host the same 15 rows (five codecs on {@code person}) measured
 * 1.16 to 2.10 times slower (median 1.64) at 03:40 than the same code's full run at 02:11, with median
 * intervals of 8%: figures measured far apart in time compare less well than their intervals say, and
 * only a reference measured through the run shows it. The probe says how much; it never corrects a
 * figure. It is CPU-bound and L2-resident, so it sees a slower core or a busy sibling thread, not other
 * tenants' use of the shared L3 cache and memory: in its first check here the rows moved 15% between two
 * runs 40 minutes apart while the probe moved 3%. Its figure is a reference, not a bound.
 *
 * <p>The workload is plain integer work over a 64 KiB array (it stays in the core's caches: what a
 * neighbour on the same core or a slower clock changes), about 0.13 ms a unit here; a probe is the median of
 * {@link #SAMPLES} timings of about 10 ms each, after 0.3 s of warm-up the first time (compiled by C2).
 */
final class MachineSpeed {

  /** At most one probe per this much time (plus one at the start and one at the end of a sitting). */
  static final long INTERVAL_NANOS = 60_000_000_000L;
  /** Timed samples per probe; the probe is their median. */
  static final int SAMPLES = 7;
  /** Above this, slowest over fastest, the run says the machine's speed moved (the report's threshold too). */
  static final double MOVED = 1.10;
  /** The fork journal's phase name of a probe line. */
  static final String PHASE = "machineSpeed";
  /** What the probe times, for metadata.json. */
  static final String WORKLOAD = "xor-multiply-shift over a 64 KiB int array, 4 passes a unit, median of "
      + SAMPLES + " samples of about 10 ms, in the runner's JVM between measuring JVMs";

  private static final int WORDS = 1 << 14;
  private static final long SAMPLE_NANOS = 10_000_000L;
  private static final long WARMUP_NANOS = 300_000_000L;

  private final int[] data = new int[WORDS];
  private long lastProbe;
  private boolean warm;
  /** The workload's results, kept in a field so that the JIT cannot drop the work. */
  private long sink;

  MachineSpeed() {
    int x = 0x2545F491;
    for (int i = 0; i < WORDS; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      data[i] = x;
    }
  }

  /** Probes and records the speed when no probe was made in the last {@link #INTERVAL_NANOS}. */
  void maybeProbe(ForkJournal journal) throws IOException {
    if (!warm || System.nanoTime() - lastProbe >= INTERVAL_NANOS) {
      probe(journal);
    }
  }

  /** Probes and records the speed now. */
  void probe(ForkJournal journal) throws IOException {
    journal.recordSpeed(Instant.now().truncatedTo(java.time.temporal.ChronoUnit.SECONDS), nanosPerUnit());
    lastProbe = System.nanoTime();
  }

  /** One probe: the median ns per unit of the workload over {@link #SAMPLES} timings. */
  double nanosPerUnit() {
    if (!warm) {
      long start = System.nanoTime();
      while (System.nanoTime() - start < WARMUP_NANOS) {
        sink += unit(data, sink);
      }
      warm = true;
    }
    double[] samples = new double[SAMPLES];
    for (int s = 0; s < SAMPLES; s++) {
      long units = 0;
      long start = System.nanoTime();
      long took;
      do {
        sink += unit(data, sink);
        units++;
        took = System.nanoTime() - start;
      } while (took < SAMPLE_NANOS);
      samples[s] = (double) took / units;
    }
    Arrays.sort(samples);
    return samples[SAMPLES / 2];
  }

  /** One unit: 4 passes over the array, each word mixed into a running hash and one word rewritten. */
  static long unit(int[] data, long seed) {
    long h = seed | 1;
    int mask = data.length - 1;
    for (int pass = 0; pass < 4; pass++) {
      for (int i = 0; i < data.length; i++) {
        h = (h ^ data[i]) * 0x9E3779B97F4A7C15L;
        h ^= h >>> 29;
        data[(i * 7 + pass) & mask] += (int) h;
      }
    }
    return h;
  }

  /** One probe as read back from the journal. */
  record Probe(Instant at, double nanosPerUnit) {}

  /** The probes recorded in the fork journal's lines, in order. */
  static List<Probe> probes(List<JsonNode> journalLines) {
    List<Probe> probes = new ArrayList<>();
    for (JsonNode line : journalLines) {
      if (PHASE.equals(line.path("phase").asText()) && line.path("nanosPerUnit").isNumber()) {
        probes.add(new Probe(Instant.parse(line.path("at").asText()), line.path("nanosPerUnit").asDouble()));
      }
    }
    return probes;
  }

  /**
   * {@code metadata.json}'s {@code machineSpeed}: the workload, the number of probes, the median, fastest
   * and slowest ns per unit, slowest over fastest, and every probe as [ISO time, ns per unit]; null
   * without probes.
   */
  static Map<String, Object> summary(List<Probe> probes) {
    if (probes.isEmpty()) {
      return null;
    }
    double[] nanos = probes.stream().mapToDouble(Probe::nanosPerUnit).sorted().toArray();
    Map<String, Object> out = new LinkedHashMap<>();
    out.put("workload", WORKLOAD);
    out.put("probes", nanos.length);
    out.put("medianNanosPerUnit", round(median(nanos)));
    out.put("fastestNanosPerUnit", round(nanos[0]));
    out.put("slowestNanosPerUnit", round(nanos[nanos.length - 1]));
    out.put("slowestOverFastest", Math.round(nanos[nanos.length - 1] / nanos[0] * 1000) / 1000.0);
    out.put("samples", probes.stream().map(p -> List.<Object>of(p.at().toString(), round(p.nanosPerUnit()))).toList());
    return out;
  }

  /** The console's line for the summary, or null without probes. */
  static String describe(List<Probe> probes) {
    Map<String, Object> s = summary(probes);
    if (s == null) {
      return null;
    }
    double ratio = (Double) s.get("slowestOverFastest");
    String line = String.format(java.util.Locale.ROOT,
        "Machine speed: %d probes of a fixed CPU-bound workload between measuring JVMs, the slowest %.2fx the "
            + "fastest",
        probes.size(), ratio);
    return ratio > MOVED
        ? line + ": the machine's speed moved during the run; figures measured far apart in time compare less "
            + "well than their intervals say (metadata.json: machineSpeed)"
        : line + " (a CPU-bound reference: contention for the caches and memory can move the benchmarks more; "
            + "metadata.json: machineSpeed)";
  }

  private static double median(double[] sorted) {
    int n = sorted.length;
    return n % 2 == 1 ? sorted[n / 2] : (sorted[n / 2 - 1] + sorted[n / 2]) / 2;
  }

  private static double round(double v) {
    return Math.round(v * 10) / 10.0;
  }
}
