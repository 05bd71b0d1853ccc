package dev.serbench.capnp.compiler;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.serbench.capnp.compiler.Model.FileNode;
import dev.serbench.capnp.test.AllTypes.Defaults;
import dev.serbench.capnp.test.AllTypes.Lists;
import dev.serbench.capnp.test.AllTypes.Outer;
import dev.serbench.capnp.test.AllTypes.Primitives;
import dev.serbench.capnp.test.imports.Imports;
import dev.serbench.capnp.test.person.PersonCapnp;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.capnproto.MessageBuilder;
import org.capnproto.MessageReader;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Checks the compiler against Debian's {@code capnp}: layouts equal the comments of
 * {@code capnp compile -ocapnp}, messages written by the generated Java decode to the expected
 * text, and messages encoded by capnp from that text read back in Java (plain and packed).
 */
class OracleTest {
  private static final Path TEST_SCHEMAS = Path.of("src/test/capnp");
  /** The project's schemas, owned by the schemas module; the part is skipped while it has none. */
  private static final Path PROJECT_SCHEMAS = Path.of("../schemas/src/main/capnp");

  private static final Pattern STRUCT =
      Pattern.compile("^\\s*struct (\\w+) @0x[0-9a-f]+ \\{\\s*# (\\d+) bytes, (\\d+) ptrs");
  private static final Pattern FIELD =
      Pattern.compile("^\\s*(\\w+) @(\\d+) :.*#\\s*(bits\\[\\d+, \\d+\\)|ptr\\[\\d+\\])\\s*$");

  static Stream<Path> schemaFiles() throws IOException {
    List<Path> files = new ArrayList<>(capnpFilesIn(TEST_SCHEMAS));
    files.addAll(capnpFilesIn(PROJECT_SCHEMAS));
    return files.stream();
  }

  private static List<Path> capnpFilesIn(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) {
      return List.of();
    }
    try (Stream<Path> entries = Files.list(dir)) {
      return entries.filter(p -> p.toString().endsWith(".capnp")).sorted().toList();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("schemaFiles")
  void layoutEqualsCapnpCompile(Path file) throws Exception {
    CapnpOracle.require();
    Compilation ours = Compilation.of(List.of(file.getParent()), List.of(file));
    assertFalse(ours.diagnostics.hasErrors(), () -> String.join("\n", ours.diagnostics.errors()));
    FileNode root = ours.roots.get(0);
    if (root.isJavaAnnotations) {
      return;
    }
    String reference = CapnpOracle.runText(new byte[0], "compile", "-I" + file.getParent(),
        "-I" + CapnpOracle.javaCapnpIncludeDir(), "-ocapnp", file.toString());
    assertEquals(parseReference(reference), parseOurs(LayoutPrinter.print(root)));
  }

  /** Struct name to its size and field slots, from {@code capnp compile -ocapnp}. */
  private static Map<String, List<String>> parseReference(String text) {
    Map<String, List<String>> layouts = new LinkedHashMap<>();
    List<String> scope = new ArrayList<>();
    for (String line : text.split("\n")) {
      Matcher struct = STRUCT.matcher(line);
      Matcher field = FIELD.matcher(line);
      if (struct.find()) {
        scope.add(struct.group(1));
        List<String> slots = new ArrayList<>();
        slots.add(Integer.parseInt(struct.group(2)) / 8 + " words, " + struct.group(3) + " ptrs");
        layouts.put(String.join(".", scope), slots);
      } else if (line.trim().endsWith("{")) {
        scope.add("(not a struct)");
      } else if (line.trim().startsWith("}")) {
        scope.remove(scope.size() - 1);
      } else if (field.find()) {
        String slot = field.group(3).equals("bits[0, 0)") ? "void" : field.group(3);
        layouts.get(String.join(".", scope)).add(field.group(1) + " @" + field.group(2) + ": " + slot);
      }
    }
    return layouts;
  }

  private static Map<String, List<String>> parseOurs(String printed) {
    Pattern header = Pattern.compile("^(\\S+): (\\d+) data words, (\\d+) pointers$");
    Map<String, List<String>> layouts = new LinkedHashMap<>();
    List<String> current = null;
    for (String line : printed.split("\n")) {
      Matcher m = header.matcher(line);
      if (m.find()) {
        current = new ArrayList<>();
        current.add(m.group(2) + " words, " + m.group(3) + " ptrs");
        layouts.put(m.group(1), current);
      } else if (line.startsWith("  ")) {
        current.add(line.trim());
      }
    }
    return layouts;
  }

  /** A message of one root struct: how Java fills and checks it, and capnp's text for it. */
  record Sample(String schema, String struct, Consumer<MessageBuilder> fill,
      Consumer<MessageReader> check, String text) {
    @Override
    public String toString() {
      return schema + " " + struct;
    }
  }

  static Stream<Arguments> samples() {
    List<Sample> samples = List.of(
        new Sample("alltypes.capnp", "Primitives",
            m -> SampleData.fillPrimitives(m.initRoot(Primitives.factory)),
            m -> SampleData.assertPrimitives(m.getRoot(Primitives.factory)),
            "(voidField = void, boolField = true, int8Field = -12, int16Field = -1234, "
                + "int32Field = -123456, int64Field = -1234567890123, uInt8Field = 234, "
                + "uInt16Field = 45678, uInt32Field = 3456789012, "
                + "uInt64Field = 18446744073709551614, float32Field = 1.25, float64Field = -2.5, "
                + "textField = \"héllo\", dataField = \"\\001\\002\\377\", colorField = darkOrange)"),
        new Sample("alltypes.capnp", "Defaults",
            m -> m.initRoot(Defaults.factory),
            m -> SampleData.assertDefaults(m.getRoot(Defaults.factory)),
            "(boolField = true, int8Field = -8, int16Field = 1600, int32Field = -32000000, "
                + "int64Field = -9223372036854775808, uInt8Field = 200, uInt16Field = 65535, "
                + "uInt32Field = 4000000000, uInt64Field = 18446744073709551615, "
                + "float32Field = -1.5, float64Field = 25000000000, colorField = blue, "
                + "voidField = void, plainField = 0, octalField = 15, infField = inf)"),
        new Sample("alltypes.capnp", "Lists",
            m -> SampleData.fillLists(m.initRoot(Lists.factory)),
            m -> SampleData.assertLists(m.getRoot(Lists.factory)),
            "(voids = [void, void, void], bools = [true, false, true], int8s = [0, -8], "
                + "int16s = [-16, 0], int32s = [1, -2, 3], int64s = [-9223372036854775808], "
                + "uInt8s = [255], uInt16s = [65535], uInt32s = [4294967295], "
                + "uInt64s = [18446744073709551615], float32s = [0, 0.5], float64s = [-0.25], "
                + "texts = [\"a\", \"bc\"], datas = [\"\\a\"], colors = [green, darkOrange], "
                + "structs = [(voidField = void, boolField = false, int8Field = 0, int16Field = 0, "
                + "int32Field = 0, int64Field = 0, uInt8Field = 0, uInt16Field = 0, "
                + "uInt32Field = 0, uInt64Field = 0, float32Field = 0, float64Field = 0, "
                + "colorField = red), (voidField = void, boolField = false, int8Field = 0, "
                + "int16Field = 0, int32Field = 99, int64Field = 0, uInt8Field = 0, "
                + "uInt16Field = 0, uInt32Field = 0, uInt64Field = 0, float32Field = 0, "
                + "float64Field = 0, textField = \"second\", colorField = red)], int32Lists = [[0, "
                + "5], []], textLists = [[\"deep\"]], structLists = [[(voidField = void, "
                + "boolField = true, int8Field = 0, int16Field = 0, int32Field = 0, "
                + "int64Field = 0, uInt8Field = 0, uInt16Field = 0, uInt32Field = 0, "
                + "uInt64Field = 0, float32Field = 0, float64Field = 0, colorField = red)]], "
                + "colorListLists = [[[red, blue]]])"),
        new Sample("alltypes.capnp", "Outer",
            m -> SampleData.fillOuter(m.initRoot(Outer.factory)),
            m -> SampleData.assertOuter(m.getRoot(Outer.factory)),
            "(inner = (value = 7, kind = gammaRay, label = \"in\"), inners = [(value = 1, "
                + "kind = beta), (value = 0, kind = alpha)], kinds = [beta], next = (id = 5), "
                + "id = 18446744073709551615)"),
        new Sample("imports.capnp", "Holder",
            m -> SampleData.fillHolder(m.initRoot(Imports.Holder.factory)),
            m -> SampleData.assertHolder(m.getRoot(Imports.Holder.factory)),
            "(color = red, primitives = (voidField = void, boolField = true, "
                + "int8Field = -12, int16Field = -1234, int32Field = -123456, "
                + "int64Field = -1234567890123, uInt8Field = 234, uInt16Field = 45678, "
                + "uInt32Field = 3456789012, uInt64Field = 18446744073709551614, "
                + "float32Field = 1.25, float64Field = -2.5, textField = \"héllo\", "
                + "dataField = \"\\001\\002\\377\", colorField = darkOrange), inner = (value = 3, "
                + "kind = beta), outers = [(id = 8)], kind = alpha, local = (note = \"local\"))"),
        new Sample("person.capnp", "Person",
            m -> SampleData.fillPerson(m.initRoot(PersonCapnp.Person.factory)),
            m -> SampleData.assertPerson(m.getRoot(PersonCapnp.Person.factory)),
            "(name = \"Alice\", birthDay = 19900101, phone = \"555-0100\", siblings = 2, "
                + "spouse = true, money = 12.5)"));
    return samples.stream().flatMap(s -> Stream.of(Arguments.of(s, false), Arguments.of(s, true)));
  }

  @ParameterizedTest(name = "{0} packed={1}")
  @MethodSource("samples")
  void javaMessageDecodesWithCapnp(Sample sample, boolean packed) throws Exception {
    MessageBuilder message = new MessageBuilder();
    sample.fill().accept(message);
    String decoded = CapnpOracle.runText(Messages.write(message, packed),
        capnpArgs("decode", packed, sample, "--short"));
    assertEquals(sample.text(), decoded.trim());
  }

  @ParameterizedTest(name = "{0} packed={1}")
  @MethodSource("samples")
  void capnpEncodedMessageReadsInJava(Sample sample, boolean packed) throws Exception {
    byte[] encoded = CapnpOracle.run(sample.text().getBytes(StandardCharsets.UTF_8),
        capnpArgs("encode", packed, sample));
    sample.check().accept(Messages.read(encoded, packed));
  }

  private static String[] capnpArgs(String command, boolean packed, Sample sample, String... extra)
      throws IOException {
    List<String> args = new ArrayList<>(List.of(command));
    if (packed) {
      args.add("--packed");
    }
    args.addAll(List.of(extra));
    args.add("-I" + CapnpOracle.javaCapnpIncludeDir());
    args.add(TEST_SCHEMAS.resolve(sample.schema()).toString());
    args.add(sample.struct());
    return args.toArray(String[]::new);
  }
}
