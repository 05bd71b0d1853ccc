package dev.serbench.harness.robustness;

import dev.serbench.api.Codec;
import dev.serbench.api.Dataset;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * One coordinator thread's worker: runs a pair's inputs in it, times each input, and replaces the
 * worker when an input killed it, hung it or left it unusable, continuing at the next input.
 *
 * <p>Every hang costs the time limit and a new worker (seconds for the largest datasets), and a decoder
 * that spins at the end of its input hangs on every truncation: after {@link RobustnessRunner.Settings#maxHangs}
 * hangs of one kind of damage, the pair's remaining inputs of that kind are not run, and the result says so.
 */
final class WorkerSlot implements AutoCloseable {

  /** Time for a worker to start, build the dataset, encode, check and warm up (the largest take seconds). */
  static final long PREPARE_TIMEOUT_MILLIS = 300_000;

  /** A pair's outcome: a result, a skip (declined, or not testable) and what kept it incomplete. */
  record PairRun(PairResult result, RobustnessRunner.Skip skip, String problem) {}

  /**
   * A worker's answer to "pair": the message lengths and the CPU time it had used when it got ready, or
   * why there are none.
   */
  private record Ready(int[] lengths, long cpuNanos, String declined, String failure) {
    static Ready failed(String why) {
      return new Ready(null, 0, null, why);
    }
  }

  /** How often a long pair reports that it is still running. */
  private static final long HEARTBEAT_NANOS = 30_000_000_000L;

  private final RobustnessRunner.Settings settings;
  private final Path stderr;
  private final PrintWriter progress;
  private long lastHeartbeat = System.nanoTime();
  private WorkerProcess worker;
  /** The kind of the input whose hang ended the last {@link #consume}, or null. */
  private String hungKind;

  /**
   * @param stderr where the workers' stderr goes
   * @param progress where a line goes every half minute while a pair runs
   */
  WorkerSlot(RobustnessRunner.Settings settings, Path stderr, PrintWriter progress) {
    this.settings = settings;
    this.stderr = stderr;
    this.progress = progress;
  }

  PairRun run(Codec codec, Dataset<?> dataset) throws InterruptedException {
    Ready ready = prepare(codec, dataset);
    if (ready.declined() != null) {
      return new PairRun(null, new RobustnessRunner.Skip(codec.id(), dataset.id(),
          dataset.id() + ": declined: " + ready.declined()), null);
    }
    if (ready.failure() != null) {
      return new PairRun(null, new RobustnessRunner.Skip(codec.id(), dataset.id(),
          dataset.id() + ": not tested: " + ready.failure()), ready.failure());
    }
    CorruptionPlan plan = new CorruptionPlan(settings.seed(), codec.id(), dataset.id(), ready.lengths(), settings.inputs());
    PairResult result = new PairResult(codec.id(), dataset.id());
    Map<String, Integer> hangs = new HashMap<>();
    Set<String> stopped = new TreeSet<>();
    int next = 0;
    while ((next = nextInput(plan, next, stopped)) < plan.count()) {
      if (worker == null) {
        ready = prepare(codec, dataset, ready.lengths());
        if (ready.lengths() == null) {
          String why = ready.failure() != null ? ready.failure() : "a restarted worker declined: " + ready.declined();
          return new PairRun(result, null, "stopped after " + result.inputs() + " of " + plan.count() + " inputs: " + why);
        }
      }
      if (!worker.send("run " + next + (stopped.isEmpty() ? "" : " " + String.join(",", stopped)))) {
        String death = worker.death();
        worker = null;
        return new PairRun(result, null, "stopped after " + result.inputs() + " inputs: " + death);
      }
      try {
        next = consume(plan, next, stopped, result, ready.cpuNanos());
      } catch (IllegalStateException e) {
        discard();
        return new PairRun(result, null, "stopped after " + result.inputs() + " inputs: " + e.getMessage());
      }
      if (hungKind != null && settings.maxHangs() > 0 && hangs.merge(hungKind, 1, Integer::sum) >= settings.maxHangs()) {
        stopped.add(hungKind);
      }
      hungKind = null;
    }
    if (!stopped.isEmpty()) {
      int notRun = plan.count() - result.inputs();
      result.notRun(notRun, notRun + " inputs of kind " + String.join(", ", stopped) + " not run after "
          + settings.maxHangs() + " hangs of that kind (each hang costs the time limit and a new worker)");
    }
    return new PairRun(result, null, null);
  }

  /** The first input from {@code from} on whose kind is not stopped, or the plan's count. */
  private static int nextInput(CorruptionPlan plan, int from, Set<String> stopped) {
    int i = from;
    while (i < plan.count() && !stopped.isEmpty() && stopped.contains(plan.at(i).kind())) {
      i++;
    }
    return i;
  }

  /**
   * Reads the outcomes of the inputs from {@code next} on (skipping the stopped kinds, as the worker does),
   * until the end or until the worker is lost, and returns the input to continue with.
   */
  private int consume(CorruptionPlan plan, int next, Set<String> stopped, PairResult result, long cpuAtRun)
      throws InterruptedException {
    long cpu = cpuAtRun;
    for (next = nextInput(plan, next, stopped); next < plan.count(); next = nextInput(plan, next, stopped)) {
      WorkerProcess.Reply reply = worker.nextInput(settings.timeoutMillis(), cpu);
      String input = describe(plan, next);
      if (reply == null) {
        result.add(Outcome.HANG, input + ": no answer within " + settings.timeoutMillis() + " ms");
        hungKind = plan.at(next).kind();
        discard();
        return next + 1;
      }
      if (reply == WorkerProcess.END) {
        result.add(Outcome.JVM_CRASH, input + ": " + worker.death());
        worker = null;
        return next + 1;
      }
      cpu = reply.cpuNanos();
      String text = reply.text();
      int space = text.indexOf(' ');
      String label = space < 0 ? text : text.substring(0, space);
      String detail = space < 0 ? "" : text.substring(space + 1);
      Outcome outcome;
      try {
        outcome = Outcome.ofLabel(label);
      } catch (IllegalArgumentException e) {
        throw new IllegalStateException("worker answered '" + text + "' to input " + next, e);
      }
      result.add(outcome, detail.isEmpty() ? input : input + ": " + detail);
      next++;
      heartbeat(result, plan);
      if (outcome.isError()) {
        WorkerProcess.Reply health = worker.next(PREPARE_TIMEOUT_MILLIS);
        if (health == null || !health.is("healthy")) {
          discard(); // it said "restart", died or stalled: continue in a new worker
          return next;
        }
        cpu = health.cpuNanos();
      }
    }
    WorkerProcess.Reply done = worker.next(PREPARE_TIMEOUT_MILLIS);
    if (done == null || !done.is("done")) {
      discard();
    }
    return next;
  }

  private void heartbeat(PairResult result, CorruptionPlan plan) {
    long now = System.nanoTime();
    if (now - lastHeartbeat > HEARTBEAT_NANOS) {
      lastHeartbeat = now;
      synchronized (progress) {
        progress.println("  ... " + result.codec() + " x " + result.dataset() + ": " + result.inputs() + " of "
            + plan.count() + " inputs");
        progress.flush();
      }
    }
  }

  private static String describe(CorruptionPlan plan, int index) {
    Corruption corruption = plan.at(index);
    return (plan.messages() > 1 ? "value " + corruption.message() + ", " : "") + corruption.describe();
  }

  private Ready prepare(Codec codec, Dataset<?> dataset) throws InterruptedException {
    return prepare(codec, dataset, null);
  }

  /**
   * Has the worker (started if needed) bind the codec, encode and check the messages, and warm up.
   *
   * @param lengths for a restarted worker, the message lengths the first one reported: they must agree
   */
  private Ready prepare(Codec codec, Dataset<?> dataset, int[] lengths) throws InterruptedException {
    if (worker != null && !worker.dataset().equals(dataset.id())) {
      worker.close();
      worker = null;
    }
    if (worker == null) {
      try {
        worker = WorkerProcess.start(settings.workerJvmArgs(), stderr, dataset.id());
      } catch (IOException e) {
        return Ready.failed("cannot start a worker JVM: " + e.getMessage());
      }
    }
    String command = "pair " + codec.getClass().getName() + " " + dataset.id() + " " + settings.seed() + " " + settings.inputs();
    WorkerProcess.Reply reply = worker.send(command) ? worker.next(PREPARE_TIMEOUT_MILLIS) : WorkerProcess.END;
    if (reply == null) {
      discard();
      return Ready.failed("the worker did not get ready within " + PREPARE_TIMEOUT_MILLIS / 1000 + " s");
    }
    if (reply == WorkerProcess.END) {
      String death = worker.death();
      worker = null;
      return Ready.failed("the worker died while preparing: " + death);
    }
    String[] words = reply.text().split(" ", 3);
    switch (words[0]) {
      case "ready" -> {
        String[] fields = words[2].split(" ");
        int[] found = Arrays.stream(fields[0].split(",")).mapToInt(Integer::parseInt).toArray();
        worker.decoderThread(Long.parseLong(fields[1]));
        if (lengths != null && !Arrays.equals(found, lengths)) {
          discard();
          return Ready.failed("a restarted worker encoded messages of other lengths: " + Arrays.toString(found));
        }
        return new Ready(found, reply.cpuNanos(), null, null);
      }
      case "declined" -> {
        return new Ready(null, 0, reply.text().substring("declined ".length()), null);
      }
      default -> {
        return Ready.failed(reply.text().startsWith("invalid ") ? reply.text().substring("invalid ".length()) : reply.text());
      }
    }
  }

  private void discard() throws InterruptedException {
    if (worker != null) {
      worker.kill();
      worker = null;
    }
  }

  @Override
  public void close() throws InterruptedException {
    if (worker != null) {
      worker.close();
      worker = null;
    }
  }
}
