package dev.serbench.harness;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The JDK that runs a run's timing JVMs: the one that runs serbench, or one given with {@code --jvm}
 * (a JDK home or a {@code java} binary), checked before any work by starting it once and reading its
 * properties. The jar stays built for Java 17; a newer JDK runs it as it is.
 *
 * @param java the {@code java} binary
 * @param version {@code java.runtime.version}
 * @param vendor {@code java.vendor}
 * @param vmName {@code java.vm.name}
 * @param feature the feature release (17, 25)
 */
record ForkJdk(Path java, String version, String vendor, String vmName, int feature) {

  /** The JDK running serbench. */
  static ForkJdk current() {
    return new ForkJdk(Path.of(System.getProperty("java.home"), "bin", "java"),
        System.getProperty("java.runtime.version"), System.getProperty("java.vendor"), System.getProperty("java.vm.name"),
        Runtime.version().feature());
  }

  /** The JDK at {@code path} (a JDK home or a java binary); a clear usage error if there is none. */
  static ForkJdk at(Path path) {
    Path java = Files.isDirectory(path) ? path.resolve("bin").resolve("java") : path;
    if (!Files.isRegularFile(java) || !Files.isExecutable(java)) {
      throw new IllegalArgumentException("--jvm " + path + ": no java there (" + (Files.isDirectory(path)
          ? java + " is not an executable file" : "not a JDK home nor an executable java") + ")");
    }
    Map<String, String> properties = properties(java, path);
    String spec = properties.getOrDefault("java.specification.version", "");
    int feature;
    try {
      feature = Integer.parseInt(spec.startsWith("1.") ? spec.substring(2) : spec);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("--jvm " + path + ": " + java + " did not say its Java version");
    }
    if (feature < 17) {
      throw new IllegalArgumentException("--jvm " + path + ": Java " + spec + " is older than the 17 serbench is "
          + "built for");
    }
    return new ForkJdk(java, properties.getOrDefault("java.runtime.version", spec),
        properties.getOrDefault("java.vendor", ""), properties.getOrDefault("java.vm.name", ""), feature);
  }

  /** A short label for results directories: "jdk-25". */
  String label() {
    return "jdk-" + feature;
  }

  private static Map<String, String> properties(Path java, Path given) {
    try {
      Process p = new ProcessBuilder(java.toString(), "-XshowSettings:properties", "-version").redirectErrorStream(true)
          .start();
      byte[] out = p.getInputStream().readAllBytes();
      if (!p.waitFor(60, TimeUnit.SECONDS) || p.exitValue() != 0) {
        p.destroyForcibly();
        throw new IllegalArgumentException("--jvm " + given + ": " + java + " -version failed");
      }
      Map<String, String> properties = new LinkedHashMap<>();
      for (String line : new String(out, StandardCharsets.UTF_8).split("\n")) {
        String trimmed = line.trim();
        int eq = trimmed.indexOf(" = ");
        if (eq > 0) {
          properties.putIfAbsent(trimmed.substring(0, eq), trimmed.substring(eq + 3));
        }
      }
      return properties;
    } catch (IOException e) {
      throw new IllegalArgumentException("--jvm " + given + ": " + java + " could not be started: " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalArgumentException("--jvm " + given + ": interrupted");
    }
  }
}
