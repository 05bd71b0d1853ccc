package dev.serbench.harness.robustness;

import dev.serbench.api.Codec;
import dev.serbench.api.CodecProperties;
import dev.serbench.api.Dataset;
import dev.serbench.api.Operation;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Queue;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

/**
 * Runs the corrupted inputs of every selected pair in worker JVMs, {@link Settings#workers} at a time,
 * and collects one {@link PairResult} per pair. Pairs are taken dataset by dataset, so that a worker
 * (which serves one dataset) is restarted only when its dataset changes or an input killed it.
 */
final class RobustnessRunner {

  /** The floors that copy bytes: there is no decoder to test. */
  private static final Set<String> BYTE_COPYING_FLOORS = Set.of("memcpy", "noop");

  /**
   * The run's settings.
   *
   * @param inputs the least number of corrupted inputs per pair
   * @param timeoutMillis the time one input may take before it counts as a hang
   * @param workers worker JVMs run in parallel
   * @param maxHangs hangs of one kind of damage after which a pair's other inputs of that kind are not run (0: no limit)
   * @param workerJvmArgs every worker's JVM options (heap cap, library limits)
   */
  record Settings(int inputs, long seed, long timeoutMillis, int maxHangs, int workers, List<String> workerJvmArgs) {}

  /** A codec, or one pair when {@code dataset} is set (its reason then starts with the dataset), that was not tested. */
  record Skip(String codec, String dataset, String reason) {}

  /**
   * What a run found.
   *
   * @param problems what kept the run from being complete (a pair that could not be prepared): exit 1
   */
  record Report(List<PairResult> pairs, List<Skip> skipped, List<String> problems) {}

  private record Task(int order, Codec codec, Dataset<?> dataset) {}

  private final Settings settings;
  private final PrintWriter progress;
  private final Path scratch;

  /**
   * @param progress where a line per finished pair goes (stderr)
   * @param scratch a directory for the workers' stderr logs
   */
  RobustnessRunner(Settings settings, PrintWriter progress, Path scratch) {
    this.settings = settings;
    this.progress = progress;
    this.scratch = scratch;
  }

  /** Why {@code codec} is not tested, or empty if it is. */
  static Optional<String> skipReason(Codec codec) {
    CodecProperties p = codec.properties();
    if (p.floor() && BYTE_COPYING_FLOORS.contains(p.id())) {
      return Optional.of("floor: copies bytes, no decoder");
    }
    if (!p.times(Operation.DECODE)) {
      return Optional.of("times encode only; decodes with its base codec");
    }
    return Optional.empty();
  }

  Report run(List<Codec> codecs, List<Dataset<?>> datasets) throws InterruptedException {
    return run(codecs, datasets, RobustnessJournal.State.empty(), null);
  }

  /**
   * Runs the pairs that {@code previous} (earlier sittings) has not finished, recording each finished or
   * skipped pair in {@code journal} (when not null) as it ends; the report holds the earlier sittings'
   * pairs as well, in the same order as an uninterrupted pass.
   */
  Report run(List<Codec> codecs, List<Dataset<?>> datasets, RobustnessJournal.State previous,
      RobustnessJournal journal) throws InterruptedException {
    List<Skip> skipped = new ArrayList<>();
    List<Codec> tested = new ArrayList<>();
    for (Codec codec : codecs) {
      skipReason(codec).ifPresentOrElse(reason -> skipped.add(new Skip(codec.id(), null, reason)), () -> tested.add(codec));
    }
    Queue<Task> tasks = new ConcurrentLinkedQueue<>();
    Map<Integer, PairResult> results = new ConcurrentHashMap<>();
    Map<Integer, Skip> pairSkips = new ConcurrentHashMap<>();
    int total = 0;
    for (int d = 0; d < datasets.size(); d++) {
      for (int c = 0; c < tested.size(); c++) {
        int order = c * datasets.size() + d;
        String key = RobustnessJournal.key(tested.get(c).id(), datasets.get(d).id());
        total++;
        if (previous.pairs().containsKey(key)) {
          results.put(order, previous.pairs().get(key));
        } else if (previous.skips().containsKey(key)) {
          pairSkips.put(order, previous.skips().get(key));
        } else {
          tasks.add(new Task(order, tested.get(c), datasets.get(d)));
        }
      }
    }
    if (total > tasks.size()) {
      progress.println((total - tasks.size()) + " of " + total + " pairs were finished by earlier sittings; "
          + tasks.size() + " to run");
      progress.flush();
    }
    int all = total;
    AtomicInteger finished = new AtomicInteger(total - tasks.size());
    List<String> problems = java.util.Collections.synchronizedList(new ArrayList<>());
    List<Thread> threads = new ArrayList<>();
    for (int w = 0; w < settings.workers(); w++) {
      WorkerSlot slot = new WorkerSlot(settings, scratch.resolve("worker-" + w + ".log"), progress);
      Thread thread = new Thread(() -> {
        try (slot) {
          for (Task task = tasks.poll(); task != null; task = tasks.poll()) {
            long start = System.nanoTime();
            WorkerSlot.PairRun run;
            try {
              run = slot.run(task.codec(), task.dataset());
            } catch (RuntimeException e) {
              run = new WorkerSlot.PairRun(null, null, "the coordinator failed: " + e);
            }
            if (run.result() != null) {
              results.put(task.order(), run.result());
            }
            if (run.skip() != null) {
              pairSkips.put(task.order(), run.skip());
            }
            if (run.problem() != null) {
              problems.add(task.codec().id() + " x " + task.dataset().id() + ": " + run.problem());
            } else if (journal != null) {
              try {
                if (run.result() != null) {
                  journal.pair(run.result());
                } else if (run.skip() != null) {
                  journal.skip(run.skip());
                }
              } catch (java.io.UncheckedIOException e) {
                problems.add(task.codec().id() + " x " + task.dataset().id() + ": " + e.getMessage());
              }
            }
            report(finished.incrementAndGet(), all, task, run, (System.nanoTime() - start) / 1e9);
          }
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }, "robustness-" + w);
      threads.add(thread);
      thread.start();
    }
    for (Thread thread : threads) {
      thread.join();
    }
    pairSkips.entrySet().stream().sorted(Map.Entry.comparingByKey()).forEach(e -> skipped.add(e.getValue()));
    List<PairResult> pairs = results.entrySet().stream().sorted(Map.Entry.comparingByKey()).map(Map.Entry::getValue).toList();
    return new Report(pairs, skipped, List.copyOf(problems));
  }

  private void report(int done, int total, Task task, WorkerSlot.PairRun run, double seconds) {
    StringBuilder line = new StringBuilder(String.format(java.util.Locale.ROOT, "[%d/%d] %s x %s: ", done, total,
        task.codec().id(), task.dataset().id()));
    if (run.result() != null) {
      PairResult r = run.result();
      line.append(r.inputs()).append(" inputs in ").append(String.format(java.util.Locale.ROOT, "%.1f s", seconds)).append(": ")
          .append(r.counts().entrySet().stream().filter(e -> e.getValue() > 0)
              .map(e -> e.getValue() + " " + e.getKey().label()).collect(Collectors.joining(", ")));
    }
    if (run.problem() != null) {
      line.append(run.result() != null ? "; " : "").append("incomplete: ").append(run.problem());
    } else if (run.skip() != null) {
      line.append("skipped: ").append(run.skip().reason());
    }
    synchronized (progress) {
      progress.println(line);
      progress.flush();
    }
  }
}
