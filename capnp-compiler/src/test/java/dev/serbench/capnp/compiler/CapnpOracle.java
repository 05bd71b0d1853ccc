package dev.serbench.capnp.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * Runs Debian's {@code capnp} tool as a test oracle. Tests that need it call {@link #require()}:
 * without {@code capnp} on the PATH they are skipped, except under {@code CI=true}, where a
 * missing tool is a failure (so CI cannot pass without having checked anything).
 */
final class CapnpOracle {
  private static Path includeDir;

  private CapnpOracle() {}

  /** Returns the capnp executable, or skips (locally) or fails (CI) when it is missing. */
  static Path require() {
    Path capnp = findOnPath("capnp");
    if (capnp == null) {
      String message = "capnp is not on the PATH (apt-get install capnproto libcapnp-dev)";
      if ("true".equals(System.getenv("CI"))) {
        fail(message + "; CI=true requires the oracle");
      }
      Assumptions.abort(message);
    }
    return capnp;
  }

  private static Path findOnPath(String name) {
    String path = System.getenv("PATH");
    if (path == null) {
      return null;
    }
    for (String dir : path.split(java.io.File.pathSeparator)) {
      Path candidate = Path.of(dir, name);
      if (Files.isExecutable(candidate)) {
        return candidate;
      }
    }
    return null;
  }

  /** A directory holding {@code capnp/java.capnp} (the compiler's bundled copy) for {@code -I}. */
  static synchronized Path javaCapnpIncludeDir() throws IOException {
    if (includeDir == null) {
      Path dir = Files.createTempDirectory("capnp-include");
      Files.createDirectories(dir.resolve("capnp"));
      try (InputStream in = CapnpOracle.class.getResourceAsStream("/capnp/java.capnp")) {
        Files.copy(in, dir.resolve("capnp/java.capnp"));
      }
      dir.toFile().deleteOnExit();
      includeDir = dir;
    }
    return includeDir;
  }

  /** Runs {@code capnp args...} with {@code stdin}; fails the test on a non-zero exit. */
  static byte[] run(byte[] stdin, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(require().toString());
    command.addAll(List.of(args));
    Process process = new ProcessBuilder(command).start();
    CompletableFuture<byte[]> stdout = CompletableFuture.supplyAsync(() -> readAll(process.getInputStream()));
    CompletableFuture<byte[]> stderr = CompletableFuture.supplyAsync(() -> readAll(process.getErrorStream()));
    try (OutputStream in = process.getOutputStream()) {
      in.write(stdin);
    }
    if (!process.waitFor(60, TimeUnit.SECONDS)) {
      process.destroyForcibly();
      fail("capnp timed out: " + command);
    }
    String errors = new String(stderr.join(), StandardCharsets.UTF_8);
    assertEquals(0, process.exitValue(), () -> "capnp failed: " + command + "\n" + errors);
    return stdout.join();
  }

  /** Runs capnp and returns its standard output as text. */
  static String runText(byte[] stdin, String... args) throws IOException, InterruptedException {
    return new String(run(stdin, args), StandardCharsets.UTF_8);
  }

  private static byte[] readAll(InputStream in) {
    try (in; ByteArrayOutputStream out = new ByteArrayOutputStream()) {
      in.transferTo(out);
      return out.toByteArray();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
