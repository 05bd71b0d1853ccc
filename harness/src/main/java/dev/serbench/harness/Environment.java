package dev.serbench.harness;

import dev.serbench.api.LibraryVersion;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/** Facts about the machine, the JVM and the checkout that a results directory records. */
final class Environment {

  private static final Pattern SAFE = Pattern.compile("[A-Za-z0-9_./:=,@%+*-]+");

  private Environment() {}

  static String serbenchVersion() {
    try {
      return LibraryVersion.of("dev.serbench:harness");
    } catch (IllegalStateException notPackaged) {
      return "development build";
    }
  }

  /** The environment block of metadata.json; {@code forkJvmArgs} are the JVM arguments of JMH's forks. */
  static Map<String, Object> describe(List<String> forkJvmArgs, ForkJdk jdk) {
    Map<String, Object> env = new LinkedHashMap<>();
    env.put("jdkVendor", jdk.vendor());
    env.put("jdkVersion", jdk.version());
    env.put("vmName", jdk.vmName());
    env.put("java", jdk.java().toString());
    env.put("jvmArgs", forkJvmArgs);
    env.put("os", os());
    env.put("cpuModel", cpuModel());
    String cpuId = cpuId();
    if (!cpuId.isEmpty()) {
      env.put("cpuId", cpuId);
    }
    env.put("cores", Runtime.getRuntime().availableProcessors());
    env.put("memoryBytes", memoryBytes());
    String commit = git("rev-parse", "HEAD");
    env.put("gitCommit", commit == null ? "unknown" : commit);
    // Changes under results/ are results (a run's own journal files, committed mid-run, change as it goes), not code.
    String status = git("status", "--porcelain", "--untracked-files=no", "--", ":(top,exclude)results/");
    env.put("gitDirty", status != null && !status.isEmpty());
    return env;
  }

  /**
   * The kind of machine an environment block of metadata.json describes: CPU model (with the CPU's identity,
   * {@link #cpuId}, when the block records one), cores, memory to the GiB, OS name and architecture (not the
   * kernel version), as {@code report} compares the parts of a run.
   */
  static String machineKind(com.fasterxml.jackson.databind.JsonNode environment) {
    return machineKind(cpu(environment.path("cpuModel").asText(""), environment.path("cpuId").asText("")),
        environment.path("cores").asLong(), environment.path("memoryBytes").asLong(), environment.path("os").asText(""));
  }

  /**
   * The kind of this machine (see {@link #machineKind(com.fasterxml.jackson.databind.JsonNode)}), with the CPU's
   * identity when {@code withCpuId} (to compare with a block that records one; older runs' blocks do not).
   */
  static String machineKind(boolean withCpuId) {
    return machineKind(cpu(cpuModel(), withCpuId ? cpuId() : ""), Runtime.getRuntime().availableProcessors(),
        memoryBytes(), os());
  }

  private static String cpu(String model, String id) {
    return id.isEmpty() ? model : model + " (" + id + ")";
  }

  /** The OS as metadata.json names it: name, version, architecture. */
  static String os() {
    return System.getProperty("os.name") + " " + System.getProperty("os.version") + " " + System.getProperty("os.arch");
  }

  private static String machineKind(String cpuModel, long cores, long memoryBytes, String os) {
    String[] words = os.strip().split(" ");
    String osKind = words.length >= 3 ? words[0] + " " + words[words.length - 1] : os;
    return cpuModel + ", " + cores + " cores, " + Math.round(memoryBytes / (1024.0 * 1024 * 1024)) + " GiB, " + osKind;
  }

  /** This checkout's commit, with " (dirty)" when its code has uncommitted changes (not counting results/); null outside git. */
  static String commitLabel() {
    String commit = git("rev-parse", "HEAD");
    if (commit == null) {
      return null;
    }
    String status = git("status", "--porcelain", "--untracked-files=no", "--", ":(top,exclude)results/");
    return commit + (status != null && !status.isEmpty() ? DIRTY : "");
  }

  static final String DIRTY = " (dirty)";

  /**
   * Why this checkout's code (everything but results/) may not be that of {@code label} ({@link #commitLabel}),
   * or null when it is: the same clean commit, or a later one whose only changes since are results (a
   * run's journals committed between its sittings). A start from uncommitted changes cannot be checked:
   * the same HEAD is taken as the same code. Outside git nothing can be checked (null).
   */
  static String codeDifference(String label) {
    String here = commitLabel();
    if (here == null) {
      return null;
    }
    String start = label.replace(DIRTY, "");
    String head = here.replace(DIRTY, "");
    if (label.endsWith(DIRTY)) {
      return head.equals(start) ? null : "this checkout is at commit " + head;
    }
    if (here.endsWith(DIRTY)) {
      return "this checkout has uncommitted changes";
    }
    if (head.equals(start) || git("diff", "--quiet", start, "HEAD", "--", ".", ":(top,exclude)results/") != null) {
      return null;
    }
    return "this checkout's code is not that commit's (git diff " + start + " -- . ':!results' is not empty)";
  }

  /** Sets {@code environment}'s gitCommit and gitDirty to those of {@code label} (see {@link #commitLabel}). */
  static void useCommit(Map<String, Object> environment, String label) {
    boolean dirty = label.endsWith(DIRTY);
    environment.put("gitCommit", dirty ? label.substring(0, label.length() - DIRTY.length()) : label);
    environment.put("gitDirty", dirty);
  }

  /**
   * The command line that started this process, as a user would type it (the java executable shown
   * as {@code java}), or {@code fallback} when the process was not started from a jar (tests).
   */
  static String command(String fallback) {
    List<String> arguments = ProcessHandle.current().info().arguments().map(List::of).orElse(List.of());
    if (!arguments.contains("-jar")) {
      return fallback;
    }
    return "java " + arguments.stream().map(Environment::quote).collect(Collectors.joining(" "));
  }

  private static String quote(String argument) {
    return SAFE.matcher(argument).matches() ? argument : "'" + argument.replace("'", "'\\''") + "'";
  }

  static String cpuModel() {
    Path cpuinfo = Path.of("/proc/cpuinfo");
    try {
      if (Files.isReadable(cpuinfo)) {
        for (String line : Files.readAllLines(cpuinfo, StandardCharsets.UTF_8)) {
          if (line.startsWith("model name")) {
            return line.substring(line.indexOf(':') + 1).trim();
          }
        }
      }
    } catch (IOException ignored) {
      // Falls through to the architecture name below.
    }
    String sysctl = run(List.of("sysctl", "-n", "machdep.cpu.brand_string"));
    return sysctl != null && !sysctl.isEmpty() ? sysctl : "unknown (" + System.getProperty("os.arch") + ")";
  }

  /**
   * The CPU's identity as /proc/cpuinfo gives it for the first processor: on x86 its vendor, family, model
   * and stepping ({@code GenuineIntel family 6 model 106 stepping 6}), on ARM its implementer, part, variant
   * and revision; empty when unknown. Hypervisors often show a generic model name that may stand for several
   * CPUs (this project's hosts showed "Intel(R) Xeon(R) Processor", with and without a frequency): the identity
   * tells them apart.
   */
  static String cpuId() {
    Path cpuinfo = Path.of("/proc/cpuinfo");
    try {
      return Files.isReadable(cpuinfo) ? cpuId(Files.readAllLines(cpuinfo, StandardCharsets.UTF_8)) : "";
    } catch (IOException e) {
      return "";
    }
  }

  /** {@link #cpuId()} of /proc/cpuinfo's lines. */
  static String cpuId(List<String> cpuinfo) {
    Map<String, String> first = new LinkedHashMap<>();
    for (String line : cpuinfo) {
      if (line.isBlank() && !first.isEmpty()) {
        break;
      }
      int colon = line.indexOf(':');
      if (colon > 0) {
        first.putIfAbsent(line.substring(0, colon).strip(), line.substring(colon + 1).strip());
      }
    }
    if (first.containsKey("vendor_id") && first.containsKey("cpu family") && first.containsKey("model")) {
      return first.get("vendor_id") + " family " + first.get("cpu family") + " model " + first.get("model")
          + (first.containsKey("stepping") ? " stepping " + first.get("stepping") : "");
    }
    if (first.containsKey("CPU implementer") && first.containsKey("CPU part")) {
      return "ARM implementer " + first.get("CPU implementer") + " part " + first.get("CPU part")
          + (first.containsKey("CPU variant") ? " variant " + first.get("CPU variant") : "")
          + (first.containsKey("CPU revision") ? " revision " + first.get("CPU revision") : "");
    }
    return "";
  }

  static long memoryBytes() {
    if (ManagementFactory.getOperatingSystemMXBean() instanceof com.sun.management.OperatingSystemMXBean os) {
      return os.getTotalMemorySize();
    }
    return -1;
  }

  private static String git(String... args) {
    List<String> command = new java.util.ArrayList<>(List.of("git"));
    command.addAll(List.of(args));
    return run(command);
  }

  /** Runs a short command and returns its trimmed output, or null if it could not run or failed. */
  private static String run(List<String> command) {
    try {
      Process process = new ProcessBuilder(command).redirectErrorStream(false).start();
      process.getOutputStream().close();
      String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8).trim();
      if (!process.waitFor(10, TimeUnit.SECONDS) || process.exitValue() != 0) {
        return null;
      }
      return output;
    } catch (IOException e) {
      return null;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return null;
    }
  }
}
