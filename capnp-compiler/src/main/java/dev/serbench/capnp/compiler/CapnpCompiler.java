package dev.serbench.capnp.compiler;

import dev.serbench.capnp.compiler.Model.FileNode;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * Command line of the serbench Cap'n Proto schema compiler: reads {@code .capnp} files and
 * writes Java sources for the capnproto-java runtime 0.1.16.
 *
 * <p>Run it standalone ({@code java -jar capnp-compiler.jar ...}) or in-process through
 * {@link #run(String[], PrintStream, PrintStream)}, which never exits the JVM. Exit codes: 0
 * success, 1 schema errors (each printed as {@code file:line:col: message}), 2 bad usage.
 */
public final class CapnpCompiler {
  static final String USAGE = String.join("\n",
      "Usage: capnp-compiler [-I DIR]... [--out DIR] [--print-layout] [--src-dir DIR]... [FILE.capnp]...",
      "Compiles Cap'n Proto schemas to Java sources for the capnproto-java runtime 0.1.16.",
      "",
      "  -I DIR, --import-path DIR  search DIR for absolute imports such as \"/capnp/java.capnp\"",
      "                             (repeatable; a bundled java.capnp is used when none is found)",
      "  --out DIR                  write one .java file per schema under DIR",
      "  --src-dir DIR              compile every *.capnp directly in DIR (repeatable; an empty",
      "                             or missing DIR compiles nothing)",
      "  --print-layout             print each struct's layout to standard output",
      "  --help                     print this help",
      "",
      "At least one of --out and --print-layout is required.",
      "Exit codes: 0 success, 1 schema errors, 2 bad usage.");

  private CapnpCompiler() {}

  /** Entry point of the executable jar; exits only with a non-zero code. */
  public static void main(String[] args) {
    int code = run(args, System.out, System.err);
    if (code != 0) {
      System.exit(code);
    }
  }

  /** Runs the compiler with the given arguments and streams; returns the exit code. */
  public static int run(String[] args, PrintStream out, PrintStream err) {
    try {
      return compile(args, out, err);
    } catch (RuntimeException e) {
      // A bug in the compiler, not in the schema: say so first, the trace is for the report.
      err.println("capnp-compiler: internal error: " + e);
      e.printStackTrace(err);
      return 1;
    }
  }

  private static int compile(String[] args, PrintStream out, PrintStream err) {
    Options options;
    try {
      options = Options.parse(Arrays.asList(args));
    } catch (IllegalArgumentException e) {
      err.println("capnp-compiler: " + e.getMessage());
      err.println(USAGE);
      return 2;
    }
    if (options.help) {
      out.println(USAGE);
      return 0;
    }
    List<Path> files = new ArrayList<>(options.files);
    for (Path dir : options.srcDirs) {
      files.addAll(schemasIn(dir, out));
    }
    if (files.isEmpty()) {
      return 0;
    }
    Compilation compilation = Compilation.of(options.includeDirs, files);
    if (compilation.diagnostics.hasErrors()) {
      compilation.diagnostics.errors().forEach(err::println);
      err.println(compilation.diagnostics.errors().size() + " error(s)");
      return 1;
    }
    for (FileNode file : compilation.roots) {
      if (file.isJavaAnnotations) {
        continue;
      }
      if (options.printLayout) {
        out.print(LayoutPrinter.print(file));
      }
      if (options.outDir != null) {
        try {
          write(options.outDir, file);
        } catch (IOException e) {
          err.println(file.name + ": cannot write Java source: " + e);
          return 1;
        }
      }
    }
    return 0;
  }

  private static List<Path> schemasIn(Path dir, PrintStream out) {
    if (!Files.isDirectory(dir)) {
      out.println("capnp-compiler: no schema directory " + dir + "; nothing to compile there");
      return List.of();
    }
    try (Stream<Path> entries = Files.list(dir)) {
      return entries.filter(p -> p.getFileName().toString().endsWith(".capnp"))
          .filter(Files::isRegularFile).sorted().toList();
    } catch (IOException e) {
      throw new IllegalStateException("cannot list " + dir, e);
    }
  }

  /** Writes the file only when its content changed, so incremental builds stay incremental. */
  private static void write(Path outDir, FileNode file) throws IOException {
    Path dir = file.javaPackage.isEmpty() ? outDir : outDir.resolve(file.javaPackage.replace('.', '/'));
    Path target = dir.resolve(file.outerClass + ".java");
    String source = JavaEmitter.emit(file);
    if (Files.isRegularFile(target) && Files.readString(target, StandardCharsets.UTF_8).equals(source)) {
      return;
    }
    Files.createDirectories(dir);
    Files.writeString(target, source, StandardCharsets.UTF_8);
  }

  /** Parsed command-line options. */
  private static final class Options {
    final List<Path> includeDirs = new ArrayList<>();
    final List<Path> srcDirs = new ArrayList<>();
    final List<Path> files = new ArrayList<>();
    Path outDir;
    boolean printLayout;
    boolean help;

    static Options parse(List<String> args) {
      Options o = new Options();
      for (int i = 0; i < args.size(); i++) {
        String arg = args.get(i);
        switch (arg) {
          case "--help", "-h" -> o.help = true;
          case "--print-layout" -> o.printLayout = true;
          case "-I", "--import-path" -> o.includeDirs.add(Path.of(value(args, ++i, arg)));
          case "--out" -> o.outDir = Path.of(value(args, ++i, arg));
          case "--src-dir" -> o.srcDirs.add(Path.of(value(args, ++i, arg)));
          default -> {
            if (arg.startsWith("-I") && arg.length() > 2) {
              o.includeDirs.add(Path.of(arg.substring(2)));
            } else if (arg.startsWith("-")) {
              throw new IllegalArgumentException("unknown option '" + arg + "'");
            } else {
              o.files.add(Path.of(arg));
            }
          }
        }
      }
      if (o.help) {
        return o;
      }
      if (o.outDir == null && !o.printLayout) {
        throw new IllegalArgumentException("missing --out DIR (or --print-layout)");
      }
      if (o.files.isEmpty() && o.srcDirs.isEmpty()) {
        throw new IllegalArgumentException("no schema files given");
      }
      return o;
    }

    private static String value(List<String> args, int i, String option) {
      if (i >= args.size()) {
        throw new IllegalArgumentException(option + " needs a value");
      }
      return args.get(i);
    }
  }
}
