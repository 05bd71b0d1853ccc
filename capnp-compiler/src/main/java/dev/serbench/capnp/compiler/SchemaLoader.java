package dev.serbench.capnp.compiler;

import dev.serbench.capnp.compiler.Ast.Decl;
import dev.serbench.capnp.compiler.Ast.TypeExpr;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads and parses schema files and, transitively, the files they import. Absolute imports
 * ({@code "/capnp/java.capnp"}) are looked up in the include directories; relative imports next
 * to the importing file. {@code /capnp/java.capnp} falls back to the copy bundled in this jar.
 */
final class SchemaLoader {
  static final String JAVA_CAPNP = "/capnp/java.capnp";

  /** A parsed file and the files its import strings point to; {@code ast} is null if unparsable. */
  static final class LoadedFile {
    final Ast.SchemaFile ast;
    final Map<String, LoadedFile> imports = new LinkedHashMap<>();

    LoadedFile(Ast.SchemaFile ast) {
      this.ast = ast;
    }
  }

  private record ImportRef(String path, SourcePos pos) {}

  private final List<Path> includeDirs;
  private final Diagnostics diagnostics;
  private final Map<String, LoadedFile> byKey = new LinkedHashMap<>();

  SchemaLoader(List<Path> includeDirs, Diagnostics diagnostics) {
    this.includeDirs = includeDirs;
    this.diagnostics = diagnostics;
  }

  /** Loads a file named on the command line; returns null when it cannot be read. */
  LoadedFile loadRoot(Path file) {
    if (!Files.isRegularFile(file)) {
      diagnostics.error(file + ": no such file");
      return null;
    }
    return loadPath(file);
  }

  Collection<LoadedFile> allFiles() {
    return byKey.values();
  }

  private LoadedFile loadPath(Path file) {
    String key = file.toAbsolutePath().normalize().toString();
    LoadedFile known = byKey.get(key);
    if (known != null) {
      return known;
    }
    try {
      String text = Files.readString(file, StandardCharsets.UTF_8);
      return parse(key, file.toString(), file, text);
    } catch (IOException e) {
      diagnostics.error(file + ": cannot read: " + e.getMessage());
      LoadedFile failed = new LoadedFile(null);
      byKey.put(key, failed);
      return failed;
    }
  }

  private LoadedFile loadBundledJavaCapnp() {
    String key = "bundled:" + JAVA_CAPNP;
    LoadedFile known = byKey.get(key);
    if (known != null) {
      return known;
    }
    try (InputStream in = SchemaLoader.class.getResourceAsStream(JAVA_CAPNP)) {
      if (in == null) {
        throw new IOException("resource " + JAVA_CAPNP + " is missing from the compiler jar");
      }
      String text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
      return parse(key, JAVA_CAPNP, null, text);
    } catch (IOException e) {
      throw new IllegalStateException(e);
    }
  }

  private LoadedFile parse(String key, String name, Path path, String text) {
    Ast.SchemaFile ast = null;
    try {
      ast = new Parser(new Lexer(name, text).tokenize(), diagnostics).parseFile(name, path);
    } catch (CompileException e) {
      diagnostics.error(e.pos, e.getMessage());
    }
    LoadedFile loaded = new LoadedFile(ast);
    byKey.put(key, loaded);
    if (ast != null) {
      List<ImportRef> refs = new ArrayList<>();
      collectImports(ast.decls(), refs);
      for (ImportRef ref : refs) {
        if (!loaded.imports.containsKey(ref.path())) {
          LoadedFile target = resolveImport(path, ref);
          if (target != null) {
            loaded.imports.put(ref.path(), target);
          }
        }
      }
    }
    return loaded;
  }

  private LoadedFile resolveImport(Path importer, ImportRef ref) {
    String importPath = ref.path();
    if (importPath.startsWith("/")) {
      for (Path dir : includeDirs) {
        Path candidate = dir.resolve(importPath.substring(1));
        if (Files.isRegularFile(candidate)) {
          return loadPath(candidate);
        }
      }
      if (importPath.equals(JAVA_CAPNP)) {
        return loadBundledJavaCapnp();
      }
    } else if (importer != null) {
      Path base = importer.getParent() == null ? Path.of("") : importer.getParent();
      Path candidate = base.resolve(importPath).normalize();
      if (Files.isRegularFile(candidate)) {
        return loadPath(candidate);
      }
    }
    diagnostics.error(ref.pos(), "cannot find import \"" + importPath + "\""
        + (importPath.startsWith("/") ? " in the include directories (-I)" : ""));
    return null;
  }

  private static void collectImports(List<Decl> decls, List<ImportRef> out) {
    for (Decl decl : decls) {
      if (decl instanceof Ast.UsingDecl u) {
        out.add(new ImportRef(u.importPath(), u.pos()));
      } else if (decl instanceof Ast.StructDecl s) {
        s.fields().forEach(f -> collectImports(f.type(), out));
        collectImports(s.nested(), out);
      } else if (decl instanceof Ast.ConstDecl c) {
        collectImports(c.type(), out);
      } else if (decl instanceof Ast.AnnotationDecl a) {
        collectImports(a.type(), out);
      }
    }
  }

  private static void collectImports(TypeExpr type, List<ImportRef> out) {
    if (type.importPath() != null) {
      out.add(new ImportRef(type.importPath(), type.pos()));
    }
    type.params().forEach(p -> collectImports(p, out));
  }
}
