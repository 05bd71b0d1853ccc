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
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/** Every construct outside the subset is rejected with {@code file:line:col: message} and exit 1. */
class RejectionTest {
  private static final String ID = "@0xd7e8f9a0b1c2d3e4;\n";

  @TempDir
  Path dir;

  static Stream<Arguments> rejected() {
    return Stream.of(
        Arguments.of("union", ID + "struct S {\n  a @0 :Int32;\n  union {\n    b @1 :Int8;\n    c @2 :Int16;\n  }\n}\n",
            "bad.capnp:4:3: unions are not supported"),
        Arguments.of("named union", ID + "struct S {\n  u :union {\n    b @0 :Int8;\n  }\n}\n",
            "bad.capnp:3:6: unions are not supported ('u')"),
        Arguments.of("group", ID + "struct S {\n  g :group {\n    b @0 :Int8;\n  }\n}\n",
            "bad.capnp:3:6: groups are not supported ('g')"),
        Arguments.of("interface", ID + "interface Api {\n  ping @0 () -> ();\n}\n",
            "bad.capnp:2:1: interfaces are not supported"),
        Arguments.of("generic struct", ID + "struct Box(T) {\n  v @0 :T;\n}\n",
            "bad.capnp:2:11: generic structs are not supported ('Box')"),
        Arguments.of("generic use", ID + "struct Box {}\nstruct S {\n  b @0 :Box(Text);\n}\n",
            "bad.capnp:4:9: generic types are not supported ('Box(Text)')"),
        Arguments.of("annotation declaration", ID + "annotation tag (struct) :Text;\n",
            "bad.capnp:2:12: annotation declarations are not supported ('tag')"),
        Arguments.of("unknown annotation", ID + "using Java = import \"/capnp/java.capnp\";\n$Java.nope(\"x\");\n",
            "bad.capnp:3:1: unsupported annotation '$Java.nope' (only $Java.package and $Java.outerClassname are supported)"),
        Arguments.of("java annotation off a file", ID
            + "using Java = import \"/capnp/java.capnp\";\nstruct S $Java.package(\"a.b\") {}\n",
            "bad.capnp:3:10: annotation '$Java.package' applies only to files"),
        Arguments.of("text default", ID + "struct S {\n  name @0 :Text = \"x\";\n}\n",
            "bad.capnp:3:19: default values for pointer fields are not supported ('name' has type Text)"),
        Arguments.of("list default", ID + "struct S {\n  xs @0 :List(Int32) = [1, 2];\n}\n",
            "bad.capnp:3:24: default values for pointer fields are not supported ('xs' has type List(Int32))"),
        Arguments.of("struct default", ID + "struct T { a @0 :Int8; }\nstruct S {\n  t @0 :T = (a = 1);\n}\n",
            "bad.capnp:4:13: default values for pointer fields are not supported ('t' has type T)"),
        Arguments.of("using alias", ID + "struct T {}\nusing U = T;\n",
            "bad.capnp:3:1: using aliases are not supported (only 'using ... = import')"),
        Arguments.of("syntax error", ID + "struct S {\n  a @0 Int32;\n}\n",
            "bad.capnp:3:8: expected ':' but found 'Int32'"),
        Arguments.of("unknown type", ID + "struct S {\n  a @0 :Int65;\n}\n",
            "bad.capnp:3:9: unknown type 'Int65'"),
        Arguments.of("any pointer", ID + "struct S {\n  a @0 :AnyPointer;\n}\n",
            "bad.capnp:3:9: 'AnyPointer' is not supported"),
        Arguments.of("duplicate ordinal", ID + "struct S {\n  a @0 :Int32;\n  b @0 :Int32;\n}\n",
            "bad.capnp:4:6: Duplicate ordinal number @0 (originally used at bad.capnp:3:6)"),
        Arguments.of("skipped ordinal", ID + "struct S {\n  a @0 :Int32;\n  b @2 :Int32;\n}\n",
            "bad.capnp:4:6: Skipped ordinal @1.  Ordinals must be sequential with no holes."),
        Arguments.of("skipped enumerant ordinal", ID + "enum E {\n  a @1;\n}\n",
            "bad.capnp:3:6: Skipped ordinal @0.  Ordinals must be sequential with no holes."),
        Arguments.of("duplicate field", ID + "struct S {\n  a @0 :Int32;\n  a @1 :Int8;\n}\n",
            "bad.capnp:4:3: duplicate name 'a' (first defined at bad.capnp:3:3)"),
        Arguments.of("duplicate enumerant", ID + "enum E {\n  a @0;\n  a @1;\n}\n",
            "bad.capnp:4:3: duplicate enumerant 'a' (first defined at bad.capnp:3:3)"),
        Arguments.of("duplicate struct", ID + "struct S {}\nstruct S {}\n",
            "bad.capnp:3:8: duplicate name 'S' (first defined at bad.capnp:2:8)"),
        Arguments.of("missing file id", "struct S {}\n",
            "bad.capnp:1:1: file does not declare an ID"),
        Arguments.of("integer out of range", ID + "struct S {\n  a @0 :UInt8 = 256;\n}\n",
            "bad.capnp:3:17: integer value 256 is out of range for UInt8 [0, 255]"),
        Arguments.of("bad enum default", ID + "enum E { a @0; }\nstruct S {\n  e @0 :E = purple;\n}\n",
            "bad.capnp:4:13: 'purple' is not an enumerant of E"),
        Arguments.of("missing import", ID + "struct S {\n  o @0 :import \"nowhere.capnp\".T;\n}\n",
            "bad.capnp:3:9: cannot find import \"nowhere.capnp\""),
        Arguments.of("malformed octal", ID + "struct S {\n  a @0 :Int8 = 09;\n}\n",
            "bad.capnp:3:16: malformed octal number '09'"),
        Arguments.of("field named class", ID + "struct S {\n  class @0 :Int8;\n}\n",
            "bad.capnp:3:3: field name 'class' would generate getClass(), which Java reserves"),
        Arguments.of("text constant", ID + "const greeting :Text = \"hi\";\n",
            "bad.capnp:2:7: constants of type Text are not supported (only primitive and enum constants)"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("rejected")
  void rejectsWithPosition(String name, String schema, String expected) throws IOException {
    Result result = compile(schema);
    assertEquals(1, result.code, result.err);
    assertTrue(result.err.lines().anyMatch(l -> l.startsWith(expected)),
        () -> "expected a line starting with\n  " + expected + "\nbut stderr was\n" + result.err);
    assertFalse(result.err.contains("\tat "), "no stack traces: " + result.err);
  }

  @Test
  void collectsSeveralErrors() throws IOException {
    Result result = compile(ID + "struct S {\n  a @0 :Int65;\n  b @2 :Text = \"x\";\n  u :union { c @1 :Int8; }\n}\n");
    assertEquals(1, result.code);
    List<String> expected = List.of(
        "bad.capnp:3:9: unknown type 'Int65'",
        "bad.capnp:4:16: default values for pointer fields are not supported ('b' has type Text)",
        "bad.capnp:5:6: unions are not supported ('u')",
        "bad.capnp:4:6: Skipped ordinal @1.  Ordinals must be sequential with no holes.");
    for (String line : expected) {
      assertTrue(result.err.contains(line), () -> line + " missing from\n" + result.err);
    }
  }

  private record Result(int code, String err) {}

  private Result compile(String schema) throws IOException {
    Path file = dir.resolve("bad.capnp");
    Files.writeString(file, schema);
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int code = CapnpCompiler.run(new String[] {"--out", dir.resolve("out").toString(),
        file.toString()}, new PrintStream(out, true, StandardCharsets.UTF_8),
        new PrintStream(err, true, StandardCharsets.UTF_8));
    // Messages name the file as given; drop the temporary directory to compare bad.capnp:L:C.
    String text = err.toString(StandardCharsets.UTF_8).replace(dir + java.io.File.separator, "");
    return new Result(code, text);
  }
}
