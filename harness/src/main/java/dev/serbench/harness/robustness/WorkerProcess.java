package dev.serbench.harness.robustness;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/** The coordinator's handle on one {@link RobustnessWorker} JVM. */
final class WorkerProcess implements AutoCloseable {

  /**
   * One line from the worker.
   *
   * @param cpuNanos the CPU time the worker had used when it wrote the line
   */
  record Reply(long cpuNanos, String text) {
    boolean is(String word) {
      return text.equals(word);
    }
  }

  /** What {@link #next} returns when the worker's stdout ended: it exited or died. */
  static final Reply END = new Reply(-1, "\u0000end");

  /** Linux's USER_HZ, the unit of /proc's CPU times, on every architecture the JDK runs on. */
  private static final long CLOCK_TICKS_PER_SECOND = 100;

  /** How much longer than the time limit an input may take in wall time when the worker got little CPU. */
  static final int WALL_FACTOR = 10;

  private final Process process;
  private final BufferedWriter commands;
  private final BlockingQueue<Reply> replies = new LinkedBlockingQueue<>();
  private final Path stderr;
  /** The lines the JVM itself wrote to stdout (a fatal error report starts there). */
  private final List<String> noise = new ArrayList<>();
  private final String dataset;
  private volatile long decoderThread = -1;

  private WorkerProcess(Process process, Path stderr, String dataset) {
    this.process = process;
    this.stderr = stderr;
    this.dataset = dataset;
    this.commands = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
    Thread reader = new Thread(this::readReplies, "robustness-worker-" + process.pid());
    reader.setDaemon(true);
    reader.start();
  }

  /**
   * Starts a worker JVM for the pairs of {@code dataset} (a worker serves one dataset, so that no other
   * dataset's values sit in its capped heap).
   */
  static WorkerProcess start(List<String> jvmArgs, Path stderr, String dataset) throws IOException {
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(jvmArgs);
    command.add(dev.serbench.harness.ChildWatchdog.jvmArg());
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(RobustnessWorker.class.getName());
    Process process = new ProcessBuilder(command)
        .redirectError(ProcessBuilder.Redirect.to(stderr.toFile()))
        .start();
    return new WorkerProcess(process, stderr, dataset);
  }

  String dataset() {
    return dataset;
  }

  private void readReplies() {
    try (BufferedReader out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
      for (String line = out.readLine(); line != null; line = out.readLine()) {
        if (line.startsWith(RobustnessWorker.PREFIX)) {
          String reply = line.substring(RobustnessWorker.PREFIX.length());
          int space = reply.indexOf(' ');
          replies.add(new Reply(Long.parseLong(reply.substring(0, space)), reply.substring(space + 1)));
        } else {
          synchronized (noise) {
            noise.add(line);
          }
        }
      }
    } catch (IOException e) {
      // The pipe broke: the worker is gone, which END reports.
    }
    replies.add(END);
  }

  /** Sends one command; false if the worker no longer reads (it died). */
  boolean send(String command) {
    try {
      commands.write(command);
      commands.newLine();
      commands.flush();
      return true;
    } catch (IOException e) {
      return false;
    }
  }

  /** The next reply, {@link #END} if the worker's output ended, or null if none came within {@code timeoutMillis}. */
  Reply next(long timeoutMillis) throws InterruptedException {
    Reply reply = replies.poll(timeoutMillis, TimeUnit.MILLISECONDS);
    if (reply == END) {
      replies.add(END); // every later call sees the end too
    }
    return reply;
  }

  /**
   * The answer to an input whose work started when the worker's decoding thread had used {@code cpuStart}
   * ns of CPU, or null if it hung: no answer after {@code timeoutMillis} of wall time during which that
   * thread also used {@code timeoutMillis} of CPU, or after {@value #WALL_FACTOR} times the limit in wall
   * time whatever the CPU (a decoder that waits, or one that keeps the collector busy). On a machine
   * shared with other work a slow decode is thus not taken for a hang because the worker did not get a
   * core; where the thread's CPU time cannot be read, the limit is wall time alone.
   */
  Reply nextInput(long timeoutMillis, long cpuStart) throws InterruptedException {
    long start = System.nanoTime();
    Reply reply = next(timeoutMillis);
    long limit = TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
    while (reply == null) {
      long cpu = decoderCpuNanos();
      long wall = System.nanoTime() - start;
      if (cpu < 0 || cpu - cpuStart >= limit || wall >= WALL_FACTOR * limit) {
        return null;
      }
      long wait = Math.min(limit - (cpu - cpuStart), WALL_FACTOR * limit - wall);
      reply = next(Math.max(10, TimeUnit.NANOSECONDS.toMillis(wait)));
    }
    return reply;
  }

  /** Why the worker ended: its exit code and the first line of a JVM fatal error report, if any. */
  String death() throws InterruptedException {
    if (!process.waitFor(10, TimeUnit.SECONDS)) {
      kill();
      return "worker stopped answering";
    }
    StringBuilder text = new StringBuilder("worker exited with code " + process.exitValue());
    synchronized (noise) {
      noise.stream().filter(l -> l.contains("SIG") || l.contains("fatal error") || l.contains("Internal Error"))
          .filter(l -> !l.contains("A fatal error has been detected")).findFirst()
          .ifPresent(l -> text.append(" (").append(l.replaceFirst("^#\\s*", "").strip()).append(')'));
    }
    String err = lastLines(stderr, 3);
    if (!err.isEmpty() && text.indexOf("(") < 0) {
      text.append(" (stderr: ").append(err).append(')');
    }
    return text.toString();
  }

  private static String lastLines(Path file, int n) {
    try {
      List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
      return String.join(" / ", lines.subList(Math.max(0, lines.size() - n), lines.size())).strip();
    } catch (IOException | java.io.UncheckedIOException e) {
      return "";
    }
  }

  /** Sets the worker's main thread's Linux id (from its "ready" reply; -1: unknown). */
  void decoderThread(long tid) {
    this.decoderThread = tid;
  }

  /**
   * The CPU time of the worker's decoding thread, from /proc/PID/task/TID/stat (user + system time, in
   * clock ticks of 10 ms), or -1 if it cannot be read.
   */
  private long decoderCpuNanos() {
    if (decoderThread < 0) {
      return -1;
    }
    try {
      String stat = Files.readString(Path.of("/proc", Long.toString(process.pid()), "task", Long.toString(decoderThread), "stat"));
      String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
      // After the command name: state is field 3 of the man page, utime 14 and stime 15.
      long ticks = Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
      return ticks * (1_000_000_000L / CLOCK_TICKS_PER_SECOND);
    } catch (IOException | RuntimeException e) {
      return -1;
    }
  }

  /** Kills the worker at once (a hang, or an Error that left it unusable) and waits for it to go. */
  void kill() throws InterruptedException {
    process.destroyForcibly();
    process.waitFor(10, TimeUnit.SECONDS);
  }

  @Override
  public void close() throws InterruptedException {
    if (process.isAlive()) {
      send("quit");
      if (!process.waitFor(5, TimeUnit.SECONDS)) {
        kill();
      }
    }
  }
}
