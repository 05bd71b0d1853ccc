package dev.serbench.harness.go;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.stream.Stream;

/**
 * A temporary GOPATH holding serbench's Go sources (the repository's {@code go/}, embedded in
 * benchmarks.jar under {@value #RESOURCE_DIR}), the Go code generated from serbench's schemas, and
 * nothing else: the Go libraries come from Debian's {@code /usr/share/gocode} (GOPATH mode, so no
 * module proxy and no go.sum are needed), or from a GOPATH the user already has.
 */
final class GoWorkspace implements AutoCloseable {

  static final String RESOURCE_DIR = "serbench-go";
  /** The Go import path of the package, and so its place under GOPATH/src. */
  static final String PACKAGE = "serbench/gobench";
  static final String DEBIAN_GOCODE = "/usr/share/gocode";
  /** serbench's schemas the Go programs use, resources of the schemas jar. */
  static final List<String> PROTOS = List.of("gpb.proto", "person.proto");
  static final String TIMESTAMP_PROTO = "google/protobuf/timestamp.proto";

  private final Path root;
  private final Path packageDir;

  private GoWorkspace(Path root) {
    this.root = root;
    this.packageDir = root.resolve("src").resolve(PACKAGE);
  }

  /** Extracts the sources into a new temporary directory and generates the protobuf and msgp code. */
  static GoWorkspace create(GoToolchain tools) throws GoException {
    GoWorkspace ws;
    try {
      ws = new GoWorkspace(Files.createTempDirectory("serbench-go"));
      int files = ws.extractSources();
      if (files == 0) {
        throw new GoException("the Go sources (" + RESOURCE_DIR + "/ in benchmarks.jar) are missing: rebuild the "
            + "harness (mvn -B install -DskipTests -pl harness -am)");
      }
      ws.extractProtos();
    } catch (IOException e) {
      throw new GoException("cannot prepare the Go workspace: " + e.getMessage());
    }
    ws.generate(tools);
    return ws;
  }

  Path root() {
    return root;
  }

  Path packageDir() {
    return packageDir;
  }

  /**
   * The environment the go tool runs in: GOPATH mode over this workspace and Debian's Go sources
   * (plus any GOPATH already set); GOFLAGS cleared, since module flags make no sense in GOPATH mode.
   */
  Map<String, String> environment() {
    Map<String, String> env = new LinkedHashMap<>();
    List<String> gopath = new ArrayList<>(List.of(root.toString()));
    if (Files.isDirectory(Path.of(DEBIAN_GOCODE))) {
      gopath.add(DEBIAN_GOCODE);
    }
    String existing = System.getenv("GOPATH");
    if (existing != null && !existing.isBlank()) {
      gopath.add(existing);
    }
    env.put("GOPATH", String.join(java.io.File.pathSeparator, gopath));
    env.put("GO111MODULE", "off");
    env.put("GOFLAGS", "");
    if (System.getenv("HOME") == null && System.getenv("GOCACHE") == null && System.getenv("XDG_CACHE_HOME") == null) {
      env.put("GOCACHE", root.resolve("cache").toString());
    }
    return env;
  }

  private int extractSources() throws IOException {
    Files.createDirectories(packageDir);
    Path location;
    try {
      location = Path.of(GoWorkspace.class.getProtectionDomain().getCodeSource().getLocation().toURI());
    } catch (URISyntaxException e) {
      throw new IOException("cannot locate the harness classes: " + e.getMessage(), e);
    }
    int count = 0;
    if (Files.isDirectory(location)) {
      Path dir = location.resolve(RESOURCE_DIR);
      if (!Files.isDirectory(dir)) {
        return 0;
      }
      try (Stream<Path> files = Files.list(dir)) {
        for (Path file : files.filter(Files::isRegularFile).toList()) {
          Files.copy(file, packageDir.resolve(file.getFileName().toString()));
          count++;
        }
      }
      return count;
    }
    try (JarFile jar = new JarFile(location.toFile())) {
      for (JarEntry entry : jar.stream().toList()) {
        String name = entry.getName();
        if (!entry.isDirectory() && name.startsWith(RESOURCE_DIR + "/") && name.indexOf('/', RESOURCE_DIR.length() + 1) < 0) {
          try (InputStream in = jar.getInputStream(entry)) {
            Files.copy(in, packageDir.resolve(name.substring(RESOURCE_DIR.length() + 1)));
          }
          count++;
        }
      }
    }
    return count;
  }

  private void extractProtos() throws IOException, GoException {
    Path protoDir = root.resolve("proto");
    List<String> resources = new ArrayList<>(PROTOS);
    // protobuf-java ships the well-known types' schemas: protoc then needs no include directory of its own.
    resources.add(TIMESTAMP_PROTO);
    for (String name : resources) {
      try (InputStream in = GoWorkspace.class.getClassLoader().getResourceAsStream(name)) {
        if (in == null) {
          throw new GoException(name + " is missing from the classpath (the schemas and protobuf-java jars)");
        }
        Path target = protoDir.resolve(name);
        Files.createDirectories(target.getParent());
        Files.copy(in, target);
      }
    }
  }

  /** protoc + protoc-gen-go into {@code pb/}, msgp for person.go; generated code is never committed. */
  private void generate(GoToolchain tools) throws GoException {
    Path pb = packageDir.resolve("pb");
    try {
      Files.createDirectories(pb);
    } catch (IOException e) {
      throw new GoException("cannot create " + pb + ": " + e.getMessage());
    }
    List<String> protoc = new ArrayList<>(List.of(tools.protoc().toString(), "-I", root.resolve("proto").toString(),
        "--go_out=" + pb, "--go_opt=paths=source_relative"));
    for (String proto : PROTOS) {
      protoc.add("--go_opt=M" + proto + "=" + PACKAGE + "/pb");
    }
    protoc.addAll(PROTOS);
    Map<String, String> env = environment();
    GoToolchain.output(env, root.resolve("proto"), protoc.toArray(String[]::new));
    GoToolchain.output(env, packageDir, tools.msgp().toString(), "-file", "person.go", "-o", "person_msgp.go",
        "-io=false", "-tests=false");
  }

  @Override
  public void close() {
    try (Stream<Path> paths = Files.walk(root)) {
      for (Path p : paths.sorted(Comparator.reverseOrder()).toList()) {
        Files.deleteIfExists(p);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot delete the Go workspace " + root, e);
    }
  }
}
