package dev.serbench.harness;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Where a run's machine time went, for {@code metadata.json} and the report: validation, the start-up
 * of the measuring JVMs (JVM start, class loading, JMH's own set-up), preparing each benchmark's values,
 * serbench's steady-state warm-up, JMH's warm-up and measurement iterations, and the allocation pass.
 * Summed over the whole run, resumed parts included, from the fork journal ({@link ForkJournal}).
 */
final class TimeBreakdown {

  private TimeBreakdown() {}

  static Map<String, Object> of(ForkJournal journal) throws IOException {
    long validation = 0;
    long archive = 0;
    long allocations = 0;
    long jvmWall = 0;
    int jvms = 0;
    for (JsonNode line : journal.jvms()) {
      String phase = line.path("phase").asText("");
      if (phase.equals("validation")) {
        validation += line.path("millis").asLong();
      } else if (phase.equals("classDataArchive")) {
        archive += line.path("millis").asLong();
      } else if (phase.equals("allocations")) {
        allocations += line.path("millis").asLong();
      } else if (line.has("wallMillis")) {
        jvmWall += line.path("wallMillis").asLong();
        jvms++;
      }
    }
    long run = 0;
    long prepare = 0;
    long warmup = 0;
    long measurement = 0;
    List<JsonNode> forks = RunJournal.read(journal.file());
    for (JsonNode fork : forks) {
      JsonNode s = fork.path("serbench");
      run += s.path("runMillis").asLong();
      prepare += s.path("prepareMillis").asLong();
      warmup += s.path("warmup").path("millis").asLong();
      measurement += fork.path("measurementIterations").asLong() * millis(fork.path("measurementTime").asText(""));
    }
    Map<String, Object> time = new LinkedHashMap<>();
    time.put("validationMillis", validation);
    time.put("classDataArchiveMillis", archive);
    time.put("measuringJvms", jvms);
    time.put("forks", forks.size());
    time.put("jvmWallMillis", jvmWall);
    time.put("startupMillis", Math.max(0, jvmWall - run));
    time.put("prepareMillis", prepare);
    time.put("steadyWarmupMillis", warmup);
    time.put("jmhWarmupAndOverheadMillis", Math.max(0, run - prepare - warmup - measurement));
    time.put("measurementMillis", measurement);
    time.put("allocationsMillis", allocations);
    time.put("totalMillis", validation + archive + jvmWall + allocations);
    return time;
  }

  /** JMH's time value as its JSON writes it ("100 ms", "1 s") in ms, read by JMH's own parser; 0 if unreadable. */
  static long millis(String timeValue) {
    try {
      return org.openjdk.jmh.runner.options.TimeValue.fromString(timeValue.replace(" ", ""))
          .convertTo(java.util.concurrent.TimeUnit.MILLISECONDS);
    } catch (IllegalArgumentException e) {
      return 0;
    }
  }
}
