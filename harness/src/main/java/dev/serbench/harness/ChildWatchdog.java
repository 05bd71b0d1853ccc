package dev.serbench.harness;

/**
 * Makes a child JVM of serbench (a JMH fork, a quick run's codec JVM, an allocation or robustness
 * worker) end within a fraction of a second of its parent's death, however the parent died (SIGKILL
 * runs no shutdown hook, and a fork would otherwise run on for its whole benchmark, holding JMH's
 * lock). The parent passes its PID in {@link #PARENT_PROPERTY}; without it (a JVM started by hand)
 * nothing is watched. The watching thread sleeps between checks, so it takes no measurable time from
 * a benchmark.
 */
public final class ChildWatchdog {

  /** The system property with the PID of the serbench process that started this JVM. */
  public static final String PARENT_PROPERTY = "serbench.parentPid";

  private static final long INTERVAL_MILLIS = 250;
  private static boolean started;

  private ChildWatchdog() {}

  /** The JVM argument that tells a child which process to watch: this one. */
  public static String jvmArg() {
    return "-D" + PARENT_PROPERTY + "=" + ProcessHandle.current().pid();
  }

  /** Starts watching the parent named by {@link #PARENT_PROPERTY}, once per JVM. */
  public static synchronized void start() {
    String property = System.getProperty(PARENT_PROPERTY);
    if (started || property == null) {
      return;
    }
    started = true;
    long parent = Long.parseLong(property);
    Thread thread = new Thread(() -> watch(parent), "serbench-parent-watchdog");
    thread.setDaemon(true);
    thread.start();
  }

  private static void watch(long parent) {
    while (true) {
      // When the parent dies its children are re-parented at once (before anyone reaps it), so the
      // parent PID of this process changes even while the dead parent is still a zombie.
      long current = ProcessHandle.current().parent().map(ProcessHandle::pid).orElse(-1L);
      if (current != parent) {
        Runtime.getRuntime().halt(143);
      }
      try {
        Thread.sleep(INTERVAL_MILLIS);
      } catch (InterruptedException e) {
        return;
      }
    }
  }
}
