package dev.serbench.codec.capnp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * Debian's {@code capnp} tool, run in the project's schema folder without {@code -I}, as the issue's
 * acceptance command runs it. Without {@code capnp} on the PATH a test is skipped, except under
 * {@code CI=true}, where that is a failure (CI must not pass without having checked anything).
 */
final class CapnpTool {

  /** The project's .capnp files, seen from this module's folder (surefire's working directory). */
  static final Path SCHEMAS = Path.of("../schemas/src/main/capnp");

  private CapnpTool() {}

  /** Runs {@code capnp args...} with {@code stdin}; returns its standard output, or fails on a non-zero exit. */
  static byte[] run(byte[] stdin, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>(List.of(require().toString()));
    command.addAll(List.of(args));
    Path in = Files.createTempFile("capnp-in", ".bin");
    Path out = Files.createTempFile("capnp-out", ".bin");
    Path err = Files.createTempFile("capnp-err", ".txt");
    try {
      Files.write(in, stdin);
      Process process = new ProcessBuilder(command).directory(SCHEMAS.toFile())
          .redirectInput(in.toFile()).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
      if (!process.waitFor(60, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        fail("capnp timed out: " + command);
      }
      assertEquals(0, process.exitValue(), "capnp failed in " + SCHEMAS + ": " + command + "\n" + Files.readString(err));
      return Files.readAllBytes(out);
    } finally {
      Files.delete(in);
      Files.delete(out);
      Files.delete(err);
    }
  }

  private static Path require() {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      Path candidate = Path.of(dir, "capnp");
      if (Files.isExecutable(candidate)) {
        return candidate;
      }
    }
    String message = "capnp is not on the PATH (apt-get install capnproto)";
    if ("true".equals(System.getenv("CI"))) {
      fail(message + "; CI=true requires it");
    }
    Assumptions.abort(message);
    return null;
  }
}
