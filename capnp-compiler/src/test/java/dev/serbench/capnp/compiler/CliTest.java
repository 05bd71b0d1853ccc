package dev.serbench.capnp.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The command line: exit codes, usage, directories, include paths and layout printing. */
class CliTest {
  @TempDir
  Path dir;

  private final ByteArrayOutputStream out = new ByteArrayOutputStream();
  private final ByteArrayOutputStream err = new ByteArrayOutputStream();

  private int run(String... args) {
    return CapnpCompiler.run(args, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
  }

  private String out() {
    return out.toString(StandardCharsets.UTF_8);
  }

  private String err() {
    return err.toString(StandardCharsets.UTF_8);
  }

  @Test
  void helpPrintsUsageAndSucceeds() {
    assertEquals(0, run("--help"));
    assertTrue(out().contains("Usage: capnp-compiler"));
  }

  @Test
  void badUsageExitsTwoWithUsage() {
    assertEquals(2, run());
    assertTrue(err().contains("Usage: capnp-compiler"));
    assertEquals(2, run("--out"));
    assertEquals(2, run("--frobnicate", "--out", "x", "a.capnp"));
    assertTrue(err().contains("unknown option '--frobnicate'"));
    assertEquals(2, run("a.capnp"), "neither --out nor --print-layout");
  }

  @Test
  void missingFileIsAnError() {
    assertEquals(1, run("--out", dir.toString(), dir.resolve("absent.capnp").toString()));
    assertTrue(err().contains("absent.capnp: no such file"));
  }

  @Test
  void emptyOrMissingSourceDirectoryCompilesNothing() throws IOException {
    Path empty = Files.createDirectory(dir.resolve("empty"));
    Path outDir = dir.resolve("out");
    assertEquals(0, run("--out", outDir.toString(), "--src-dir", empty.toString()));
    assertEquals(0, run("--out", outDir.toString(), "--src-dir", dir.resolve("missing").toString()));
    assertFalse(Files.exists(outDir));
  }

  @Test
  void sourceDirectoryCompilesEverySchemaAndSkipsJavaCapnp() throws IOException {
    Path src = Files.createDirectory(dir.resolve("src"));
    Files.writeString(src.resolve("a_b.capnp"), "@0xd7e8f9a0b1c2d3e4;\nstruct A { x @0 :Int32; }\n");
    Files.writeString(src.resolve("java.capnp"), new String(
        CliTest.class.getResourceAsStream("/capnp/java.capnp").readAllBytes(), StandardCharsets.UTF_8));
    Path outDir = dir.resolve("out");
    assertEquals(0, run("--out", outDir.toString(), "--src-dir", src.toString()), err());
    assertTrue(Files.isRegularFile(outDir.resolve("AB.java")), "default package, class from file name");
    try (var files = Files.list(outDir)) {
      assertEquals(1, files.count(), "java.capnp declares only annotations: nothing to generate");
    }
  }

  @Test
  void javaCapnpFromAnIncludeDirectoryIsUsed() throws IOException {
    Path include = Files.createDirectories(dir.resolve("include/capnp"));
    // A valid copy first; then a broken one, whose error proves that this copy, not the bundled one, is read.
    Files.writeString(include.resolve("java.capnp"), "@0xc5f1af96651f70ea;\nannotation package"
        + " @0x9ee4c8f803b3b596 (file) :Text;\nannotation outerClassname @0x9b066bb4881f7cd3 (file) :Text;\n");
    Path schema = dir.resolve("s.capnp");
    Files.writeString(schema, "@0xd7e8f9a0b1c2d3e4;\nusing Java = import \"/capnp/java.capnp\";\n"
        + "$Java.package(\"p.q\");\n$Java.outerClassname(\"Named\");\nstruct A { x @0 :Int32; }\n");
    Path outDir = dir.resolve("out");
    assertEquals(0, run("-I", dir.resolve("include").toString(), "--out", outDir.toString(),
        schema.toString()), err());
    assertTrue(Files.isRegularFile(outDir.resolve("p/q/Named.java")));

    Files.writeString(include.resolve("java.capnp"), "@0xc5f1af96651f70ea;\nannotation package ;\n");
    assertEquals(1, run("-I" + dir.resolve("include"), "--out", outDir.toString(), schema.toString()));
    assertTrue(err().contains("java.capnp:2:"), err());
  }

  @Test
  void javaCapnpImportedRelativelyIsRecognizedByItsFileId() throws IOException {
    // The project's schemas keep java.capnp next to them and import it relatively, so that
    // `capnp decode` reads them without -I; the annotations must still set package and class name.
    Path src = Files.createDirectory(dir.resolve("src"));
    Files.writeString(src.resolve("java.capnp"), new String(
        CliTest.class.getResourceAsStream("/capnp/java.capnp").readAllBytes(), StandardCharsets.UTF_8));
    Files.writeString(src.resolve("s.capnp"), "@0xd7e8f9a0b1c2d3e4;\nusing Java = import \"java.capnp\";\n"
        + "$Java.package(\"p.q\");\n$Java.outerClassname(\"Named\");\nstruct A { x @0 :Int32; }\n");
    Path outDir = dir.resolve("out");
    assertEquals(0, run("--out", outDir.toString(), "--src-dir", src.toString()), err());
    assertTrue(Files.isRegularFile(outDir.resolve("p/q/Named.java")), "package and class from the annotations");
    try (var files = Files.walk(outDir)) {
      assertEquals(1, files.filter(Files::isRegularFile).count(), "no class for java.capnp itself");
    }
  }

  @Test
  void printLayoutWritesOneLinePerField() throws IOException {
    Path schema = dir.resolve("p.capnp");
    Files.writeString(schema, "@0xd7e8f9a0b1c2d3e4;\nstruct P {\n  v @2 :Void;\n  t @1 :Text;\n"
        + "  b @0 :Bool;\n  struct Q { i @0 :Int16; }\n}\n");
    assertEquals(0, run("--print-layout", schema.toString()), err());
    assertEquals("# " + schema + "\n"
        + "P: 1 data words, 1 pointers\n"
        + "  v @2: void\n"
        + "  t @1: ptr[0]\n"
        + "  b @0: bits[0, 1)\n"
        + "P.Q: 1 data words, 0 pointers\n"
        + "  i @0: bits[0, 16)\n", out());
  }
}
