package dev.serbench.codec.thrift;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.ByteArrayOutputStream;
import java.io.File;
import java.io.IOException;
import java.net.MalformedURLException;
import java.net.URISyntaxException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import javax.tools.JavaCompiler;
import javax.tools.ToolProvider;
import org.apache.thrift.TBase;
import org.junit.jupiter.api.Assumptions;

/**
 * Debian's {@code thrift} compiler (the official C++ one) as a test oracle: it compiles the project's
 * IDL to Java, which javac compiles against libthrift, and a class loader serves those classes in place
 * of the ones the build generated with the pure-Java port. Without {@code thrift} on the PATH a test is
 * skipped, except under {@code CI=true}, where that is a failure (CI must not pass without having
 * checked anything).
 */
final class ThriftOracle {

  /** The project's .thrift files, seen from this module's folder (surefire's working directory). */
  static final Path SCHEMAS = Path.of("../schemas/src/main/thrift");
  /** The Java namespace of every .thrift file. */
  static final String PACKAGE = "dev.serbench.schemas.thrift.";

  private ThriftOracle() {}

  /**
   * Compiles every .thrift file of {@link #SCHEMAS} with Debian's thrift and javac into {@code work};
   * returns a class loader that defines {@link #PACKAGE}'s classes from that output.
   */
  static ClassLoader compile(Path work) throws IOException, InterruptedException {
    Path thrift = require();
    Path sources = Files.createDirectories(work.resolve("gen-java"));
    List<Path> idl;
    try (Stream<Path> files = Files.list(SCHEMAS)) {
      idl = files.filter(f -> f.toString().endsWith(".thrift")).sorted().toList();
    }
    assertTrue(!idl.isEmpty(), "no .thrift files in " + SCHEMAS.toAbsolutePath());
    for (Path file : idl) {
      // The options the build's generator gets: no @Generated (javax.annotation is not in Java 17).
      run(List.of(thrift.toString(), "-I", SCHEMAS.toString(), "--gen", "java:generated_annotations=suppress",
          "-out", sources.toString(), file.toString()));
    }
    List<String> javaFiles;
    try (Stream<Path> files = Files.walk(sources)) {
      javaFiles = files.filter(f -> f.toString().endsWith(".java")).map(Path::toString).sorted().toList();
    }
    Path classes = Files.createDirectories(work.resolve("classes"));
    List<String> arguments = new ArrayList<>(List.of("-nowarn", "-proc:none", "-d", classes.toString(),
        "-cp", libthriftJar().toString()));
    arguments.addAll(javaFiles);
    JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
    ByteArrayOutputStream errors = new ByteArrayOutputStream();
    int exit = javac.run(null, errors, errors, arguments.toArray(String[]::new));
    assertEquals(0, exit, () -> "javac failed on thrift's output:\n" + errors.toString(java.nio.charset.StandardCharsets.UTF_8));
    return new ChildFirst(classes, ThriftOracle.class.getClassLoader());
  }

  private static Path libthriftJar() {
    try {
      return Path.of(TBase.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IllegalStateException("cannot locate libthrift's jar", e);
    }
  }

  private static void run(List<String> command) throws IOException, InterruptedException {
    Path err = Files.createTempFile("thrift-err", ".txt");
    try {
      Process process = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(err.toFile()).start();
      if (!process.waitFor(60, TimeUnit.SECONDS)) {
        process.destroyForcibly();
        fail("thrift timed out: " + command);
      }
      assertEquals(0, process.exitValue(), "thrift failed: " + command + "\n" + Files.readString(err));
    } finally {
      Files.delete(err);
    }
  }

  private static Path require() {
    for (String dir : System.getenv().getOrDefault("PATH", "").split(File.pathSeparator)) {
      Path candidate = Path.of(dir, "thrift");
      if (Files.isExecutable(candidate)) {
        return candidate;
      }
    }
    String message = "thrift is not on the PATH (apt-get install thrift-compiler)";
    if ("true".equals(System.getenv("CI"))) {
      fail(message + "; CI=true requires it");
    }
    Assumptions.abort(message);
    throw new AssertionError("unreachable");
  }

  /** Defines the oracle's generated classes itself; everything else (libthrift, JUnit) comes from the parent. */
  private static final class ChildFirst extends URLClassLoader {

    ChildFirst(Path classes, ClassLoader parent) throws MalformedURLException {
      super(new URL[] {classes.toUri().toURL()}, parent);
    }

    @Override
    protected Class<?> loadClass(String name, boolean resolve) throws ClassNotFoundException {
      if (!name.startsWith(PACKAGE)) {
        return super.loadClass(name, resolve);
      }
      synchronized (getClassLoadingLock(name)) {
        Class<?> loaded = findLoadedClass(name);
        if (loaded == null) {
          loaded = findClass(name);
        }
        if (resolve) {
          resolveClass(loaded);
        }
        return loaded;
      }
    }
  }
}
