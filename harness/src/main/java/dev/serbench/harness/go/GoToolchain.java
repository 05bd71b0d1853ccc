package dev.serbench.harness.go;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.TimeUnit;

/**
 * The programs the Go benchmarks need, found on the PATH: {@code go} itself, and the code generators
 * that turn serbench's schemas into Go ({@code protoc} with {@code protoc-gen-go}, and {@code msgp}).
 *
 * @param go the go executable
 * @param protoc the protobuf compiler (its plugin protoc-gen-go is found by protoc on the same PATH)
 * @param msgp tinylib's MessagePack code generator
 */
record GoToolchain(Path go, Path protoc, Path msgp) {

  /** A program that is needed, the Debian package that provides it. */
  record Tool(String name, String debianPackage) {}

  static final Tool GO = new Tool("go", "golang-go");
  static final List<Tool> GENERATORS = List.of(new Tool("protoc", "protobuf-compiler"),
      new Tool("protoc-gen-go", "protoc-gen-go"), new Tool("msgp", "msgp"));

  /**
   * Finds every tool on {@code path} (a PATH value).
   *
   * @throws GoException naming the first missing tool and the package to install
   */
  static GoToolchain find(String path) throws GoException {
    Path go = which(path, GO.name()).orElseThrow(() -> missing(GO, "no Go toolchain on PATH"));
    for (Tool tool : GENERATORS) {
      which(path, tool.name()).orElseThrow(() -> missing(tool, tool.name() + " not on PATH"));
    }
    return new GoToolchain(go, which(path, "protoc").orElseThrow(), which(path, "msgp").orElseThrow());
  }

  private static GoException missing(Tool tool, String what) {
    return new GoException(what + " (install " + tool.debianPackage() + ")");
  }

  /** The first executable file called {@code name} in the PATH's directories. */
  static Optional<Path> which(String path, String name) {
    if (path == null) {
      return Optional.empty();
    }
    for (String dir : path.split(File.pathSeparator)) {
      if (dir.isEmpty()) {
        continue;
      }
      Path candidate = Path.of(dir, name);
      if (Files.isRegularFile(candidate) && Files.isExecutable(candidate)) {
        return Optional.of(candidate);
      }
    }
    return Optional.empty();
  }

  /** {@code go version}'s line, e.g. "go version go1.19.8 linux/amd64". */
  String version(Map<String, String> env) throws GoException {
    return output(env, null, go.toString(), "version").strip();
  }

  /** {@code go env NAME...}: one value per name, in order. */
  List<String> env(Map<String, String> env, String... names) throws GoException {
    List<String> command = new ArrayList<>(List.of(go.toString(), "env"));
    command.addAll(List.of(names));
    return output(env, null, command.toArray(String[]::new)).lines().toList();
  }

  /** Runs a short command to its end; its standard output, or a GoException with its output when it fails. */
  static String output(Map<String, String> env, Path dir, String... command) throws GoException {
    ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true);
    if (dir != null) {
      builder.directory(dir.toFile());
    }
    builder.environment().putAll(env);
    try {
      Process process = builder.start();
      process.getOutputStream().close();
      String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
      if (!process.waitFor(10, TimeUnit.MINUTES) || process.exitValue() != 0) {
        process.destroyForcibly();
        throw new GoException(String.join(" ", command) + " failed:\n" + output.strip());
      }
      return output;
    } catch (IOException e) {
      throw new GoException("cannot run " + command[0] + ": " + e.getMessage());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new GoException("interrupted while running " + command[0]);
    }
  }
}
