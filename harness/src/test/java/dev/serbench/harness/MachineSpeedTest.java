package dev.serbench.harness;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The machine's speed probe: its journal lines, the summary in metadata.json and the console's line. */
class MachineSpeedTest {

  @TempDir
  Path dir;

  @Test
  void probesAreJournalLinesOfTheirOwnThatTheTimeBreakdownDoesNotCount() throws Exception {
    ForkJournal journal = new ForkJournal(dir);
    journal.recordPhase("validation", 1200);
    journal.recordSpeed(Instant.parse("2026-12-07T02:00:00Z"), 310.5);
    journal.recordJvm(List.of("encode|raw|person"), 1, 900);
    journal.recordSpeed(Instant.parse("2026-12-07T02:01:00Z"), 420.0);

    List<MachineSpeed.Probe> probes = MachineSpeed.probes(journal.jvms());
    assertEquals(List.of(new MachineSpeed.Probe(Instant.parse("2026-12-07T02:00:00Z"), 310.5),
        new MachineSpeed.Probe(Instant.parse("2026-12-07T02:01:00Z"), 420.0)), probes);
    Map<String, Object> time = TimeBreakdown.of(journal);
    assertEquals(1, time.get("measuringJvms"));
    assertEquals(1200L + 900L, time.get("totalMillis"));
  }

  @Test
  void theSummaryNamesTheSpreadAndKeepsEveryProbe() {
    List<MachineSpeed.Probe> probes = List.of(
        new MachineSpeed.Probe(Instant.parse("2026-12-07T02:00:00Z"), 300),
        new MachineSpeed.Probe(Instant.parse("2026-12-07T02:01:00Z"), 600),
        new MachineSpeed.Probe(Instant.parse("2026-12-07T02:02:00Z"), 330));
    Map<String, Object> s = MachineSpeed.summary(probes);
    assertEquals(3, s.get("probes"));
    assertEquals(330.0, s.get("medianNanosPerUnit"));
    assertEquals(300.0, s.get("fastestNanosPerUnit"));
    assertEquals(600.0, s.get("slowestNanosPerUnit"));
    assertEquals(2.0, s.get("slowestOverFastest"));
    assertEquals(List.of(List.of("2026-12-07T02:00:00Z", 300.0), List.of("2026-12-07T02:01:00Z", 600.0),
        List.of("2026-12-07T02:02:00Z", 330.0)), s.get("samples"));
    String line = MachineSpeed.describe(probes);
    assertTrue(line.startsWith("Machine speed: 3 probes of a fixed CPU-bound workload between measuring JVMs, the "
        + "slowest 2.00x the fastest: the machine's speed moved during the run"), line);
  }

  @Test
  void aSteadyMachineGetsAPlainLineAndNoProbesNoSummary() {
    List<MachineSpeed.Probe> probes = List.of(
        new MachineSpeed.Probe(Instant.parse("2026-12-07T02:00:00Z"), 300),
        new MachineSpeed.Probe(Instant.parse("2026-12-07T02:01:00Z"), 312));
    assertEquals("Machine speed: 2 probes of a fixed CPU-bound workload between measuring JVMs, the slowest 1.04x "
        + "the fastest (a CPU-bound reference: contention for the caches and memory can move the benchmarks more; "
        + "metadata.json: machineSpeed)",
        MachineSpeed.describe(probes));
    assertNull(MachineSpeed.summary(List.of()));
    assertNull(MachineSpeed.describe(List.of()));
  }

  @Test
  void aProbeMeasuresTheWorkloadAndRecordsItOncePerInterval() throws Exception {
    ForkJournal journal = new ForkJournal(dir);
    MachineSpeed speed = new MachineSpeed();
    speed.maybeProbe(journal);
    speed.maybeProbe(journal); // within the interval: no second probe
    List<JsonNode> lines = journal.jvms();
    assertEquals(1, lines.size());
    double nanos = lines.get(0).get("nanosPerUnit").asDouble();
    assertTrue(nanos > 0 && Double.isFinite(nanos), "ns per unit: " + nanos);
    speed.probe(journal);
    assertEquals(2, MachineSpeed.probes(journal.jvms()).size());
  }
}
