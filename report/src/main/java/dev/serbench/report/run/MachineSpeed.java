package dev.serbench.report.run;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Stream;

/**
 * The machine's speed through a run, from metadata.json's {@code machineSpeed} (docs/results-format.md):
 * a fixed workload's ns per unit, probed by the runner between measuring JVMs. Empty for runs that do
 * not record it. Parts of one run (shards, sittings) pool their probes.
 */
public record MachineSpeed(List<Probe> probes) {

  /** Above this, slowest over fastest, the report says the machine's speed moved during the run (as `run` does). */
  public static final double MOVED = 1.10;

  public static final MachineSpeed NONE = new MachineSpeed(List.of());

  /** One probe: its ISO time and the workload's ns per unit. */
  public record Probe(String at, double nanosPerUnit) {}

  public MachineSpeed {
    probes = List.copyOf(probes);
  }

  /** The probes of {@code machineSpeed.samples} ([ISO time, ns per unit] each); unreadable entries are skipped. */
  static MachineSpeed read(JsonNode machineSpeed) {
    JsonNode samples = machineSpeed == null ? null : machineSpeed.get("samples");
    if (samples == null || !samples.isArray()) {
      return NONE;
    }
    List<Probe> probes = new java.util.ArrayList<>();
    for (JsonNode s : samples) {
      if (s.isArray() && s.size() == 2 && s.get(0).isTextual() && s.get(1).isNumber() && s.get(1).asDouble() > 0) {
        probes.add(new Probe(s.get(0).asText(), s.get(1).asDouble()));
      }
    }
    return new MachineSpeed(probes);
  }

  /** The probes of several parts of one run, in time order. */
  static MachineSpeed pool(List<MachineSpeed> parts) {
    return new MachineSpeed(parts.stream().flatMap(p -> p.probes().stream())
        .sorted(Comparator.comparing(Probe::at)).toList());
  }

  public boolean isEmpty() {
    return probes.isEmpty();
  }

  private double[] sorted() {
    return probes.stream().mapToDouble(Probe::nanosPerUnit).sorted().toArray();
  }

  /** The slowest probe over the fastest (1 for one probe); NaN without probes. */
  public double slowestOverFastest() {
    double[] s = sorted();
    return s.length == 0 ? Double.NaN : s[s.length - 1] / s[0];
  }

  /** The median ns per unit; NaN without probes. */
  public double median() {
    double[] s = sorted();
    int n = s.length;
    return n == 0 ? Double.NaN : n % 2 == 1 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
  }

  /** Whether the speed moved by more than {@link #MOVED} during the run. */
  public boolean moved() {
    return !isEmpty() && slowestOverFastest() > MOVED;
  }

  /** The probes' times, first and last. */
  public List<String> span() {
    return isEmpty() ? List.of() : Stream.of(probes.get(0).at(), probes.get(probes.size() - 1).at()).toList();
  }
}
