package dev.serbench.capnp.compiler;

import dev.serbench.capnp.compiler.Ast.Decl;
import dev.serbench.capnp.compiler.Ast.TypeExpr;
import dev.serbench.capnp.compiler.Model.Builtin;
import dev.serbench.capnp.compiler.Model.BuiltinType;
import dev.serbench.capnp.compiler.Model.ConstNode;
import dev.serbench.capnp.compiler.Model.EnumNode;
import dev.serbench.capnp.compiler.Model.EnumType;
import dev.serbench.capnp.compiler.Model.FileNode;
import dev.serbench.capnp.compiler.Model.ListType;
import dev.serbench.capnp.compiler.Model.StructNode;
import dev.serbench.capnp.compiler.Model.StructType;
import dev.serbench.capnp.compiler.Model.Type;
import dev.serbench.capnp.compiler.SchemaLoader.LoadedFile;
import java.util.ArrayList;
import java.util.Collection;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Binds names to declarations across files, checks what the subset forbids and computes the
 * layout of every struct. Declarations of all files are entered first, so imports may refer to
 * each other in any order.
 */
final class Resolver {
  static final long JAVA_FILE_ID = 0xc5f1af96651f70eaL;
  static final long JAVA_PACKAGE_ID = 0x9ee4c8f803b3b596L;
  static final long JAVA_OUTER_CLASS_ID = 0x9b066bb4881f7cd3L;

  /** Marks a name whose declaration was already reported as broken. */
  private static final Object BROKEN = new Object();

  /** One of the two Java annotations declared in java.capnp. */
  private record AnnotationSym(long id) {}

  /** A lexical scope: a file, or a struct whose parent scope encloses it. */
  private static final class Scope {
    final Scope parent;
    final LoadedFile file;
    final Map<String, Object> symbols = new LinkedHashMap<>();
    final Map<String, SourcePos> positions = new LinkedHashMap<>();

    Scope(Scope parent, LoadedFile file) {
      this.parent = parent;
      this.file = file;
    }
  }

  private final Diagnostics diagnostics;
  private final Map<LoadedFile, FileNode> files = new IdentityHashMap<>();
  private final Map<Object, Scope> memberScopes = new IdentityHashMap<>();
  private final List<Runnable> pending = new ArrayList<>();

  Resolver(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  /** Resolves every loaded file; the result maps each parsed file to its model. */
  Map<LoadedFile, FileNode> resolve(Collection<LoadedFile> loaded) {
    for (LoadedFile lf : loaded) {
      if (lf.ast != null) {
        declareFile(lf);
      }
    }
    pending.forEach(Runnable::run);
    for (LoadedFile lf : loaded) {
      if (lf.ast != null) {
        new JavaNameChecker(diagnostics).check(lf.ast, files.get(lf), javaAnnotations(lf));
      }
    }
    return files;
  }

  private void declareFile(LoadedFile lf) {
    Ast.SchemaFile ast = lf.ast;
    FileNode file = new FileNode(ast.name());
    files.put(lf, file);
    Scope scope = new Scope(null, lf);
    memberScopes.put(file, scope);
    if (ast.id() == null) {
      diagnostics.error(new SourcePos(ast.name(), 1, 1), "file does not declare an ID; add a line"
          + " such as '@0x" + Long.toHexString(new java.util.Random().nextLong() | Long.MIN_VALUE)
          + ";' (generate one with 'capnp id')");
    } else {
      file.id = ast.id();
      file.isJavaAnnotations = file.id == JAVA_FILE_ID;
    }
    declareAll(ast.decls(), scope, file, null);
  }

  private void declareAll(List<Decl> decls, Scope scope, FileNode file, StructNode parent) {
    for (Decl decl : decls) {
      if (!define(scope, decl.name(), decl.pos())) {
        continue;
      }
      if (decl instanceof Ast.StructDecl s) {
        StructNode node = new StructNode(s.name(), file, parent);
        (parent == null ? file.structs : parent.structs).add(node);
        Scope inner = new Scope(scope, scope.file);
        memberScopes.put(node, inner);
        scope.symbols.put(s.name(), node);
        declareAll(s.nested(), inner, file, node);
        pending.add(() -> new StructResolver(this, diagnostics).resolve(s, node));
      } else if (decl instanceof Ast.EnumDecl e) {
        EnumNode node = new EnumNode(e.name(), file, parent);
        (parent == null ? file.enums : parent.enums).add(node);
        scope.symbols.put(e.name(), node);
        declareEnumerants(e, node);
      } else if (decl instanceof Ast.ConstDecl c) {
        ConstNode node = new ConstNode(c.name());
        (parent == null ? file.consts : parent.consts).add(node);
        scope.symbols.put(c.name(), node);
        pending.add(() -> resolveConst(c, node, scope));
      } else if (decl instanceof Ast.AnnotationDecl a) {
        if (file.isJavaAnnotations && a.id() != null) {
          scope.symbols.put(a.name(), new AnnotationSym(a.id()));
        } else {
          diagnostics.error(a.pos(), "annotation declarations are not supported ('" + a.name() + "')");
          scope.symbols.put(a.name(), BROKEN);
        }
      } else {
        scope.symbols.put(decl.name(), decl);
      }
    }
  }

  /** Enters a name; reports a duplicate and returns false when the scope already has it. */
  private boolean define(Scope scope, String name, SourcePos pos) {
    SourcePos first = scope.positions.putIfAbsent(name, pos);
    if (first != null) {
      diagnostics.error(pos, "duplicate name '" + name + "' (first defined at " + first + ")");
      return false;
    }
    return true;
  }

  /** Names of the members of a struct (nested declarations), for field-name clashes. */
  Map<String, SourcePos> memberNames(StructNode node) {
    return memberScopes.get(node).positions;
  }

  private void declareEnumerants(Ast.EnumDecl e, EnumNode node) {
    Map<String, SourcePos> names = new LinkedHashMap<>();
    List<Ordinals.Entry> ordinals = new ArrayList<>();
    for (Ast.Enumerant en : e.enumerants()) {
      SourcePos first = names.putIfAbsent(en.name(), en.pos());
      if (first != null) {
        diagnostics.error(en.pos(), "duplicate enumerant '" + en.name() + "' (first defined at "
            + first + ")");
      }
      ordinals.add(new Ordinals.Entry(en.ordinal(), en.ordinalPos()));
    }
    if (Ordinals.check(ordinals, diagnostics)) {
      e.enumerants().stream()
          .sorted((a, b) -> Integer.compare(a.ordinal(), b.ordinal()))
          .forEach(en -> node.enumerants.add(en.name()));
    }
  }

  private void resolveConst(Ast.ConstDecl c, ConstNode node, Scope scope) {
    Type type = resolveType(c.type(), scope);
    if (type == null) {
      return;
    }
    if (type.isPointer()) {
      diagnostics.error(c.pos(), "constants of type " + type.display()
          + " are not supported (only primitive and enum constants)");
      return;
    }
    node.type = type;
    Long bits = Literals.bits(type, c.value(), diagnostics);
    node.bits = bits == null ? 0 : bits;
  }

  /** Resolves a type in the scope of {@code node}; returns null after reporting an error. */
  Type resolveType(TypeExpr t, StructNode node) {
    return resolveType(t, memberScopes.get(node));
  }

  private Type resolveType(TypeExpr t, Scope scope) {
    Object target;
    int start;
    if (t.importPath() != null) {
      LoadedFile imported = scope.file.imports.get(t.importPath());
      target = imported == null || files.get(imported) == null ? BROKEN : files.get(imported);
      start = 0;
    } else {
      String first = t.names().get(0);
      target = lookup(scope, first);
      start = 1;
      if (target == null && t.names().size() == 1) {
        return builtin(t, scope);
      }
    }
    for (int i = start; i < t.names().size() && target != null && target != BROKEN; i++) {
      target = member(target, t.names().get(i));
    }
    if (target == BROKEN) {
      return null;
    }
    if (target == null) {
      diagnostics.error(t.pos(), "unknown type '" + t.display() + "'");
      return null;
    }
    if (!t.params().isEmpty()) {
      diagnostics.error(t.pos(), "generic types are not supported ('" + t.display() + "')");
      return null;
    }
    if (target instanceof StructNode s) {
      return new StructType(s);
    }
    if (target instanceof EnumNode e) {
      return new EnumType(e);
    }
    diagnostics.error(t.pos(), "'" + t.display() + "' is not a type");
    return null;
  }

  private Type builtin(TypeExpr t, Scope scope) {
    String name = t.names().get(0);
    Builtin b = Builtin.byName(name);
    if (b != null && t.params().isEmpty()) {
      return new BuiltinType(b);
    }
    if (name.equals("List")) {
      if (t.params().size() != 1) {
        diagnostics.error(t.pos(), "List takes exactly one type parameter");
        return null;
      }
      Type element = resolveType(t.params().get(0), scope);
      return element == null ? null : new ListType(element);
    }
    switch (name) {
      case "AnyPointer", "AnyStruct", "AnyList", "Capability" ->
          diagnostics.error(t.pos(), "'" + name + "' is not supported");
      default -> diagnostics.error(t.pos(), b != null
          ? "'" + name + "' takes no type parameters" : "unknown type '" + t.display() + "'");
    }
    return null;
  }

  private Object lookup(Scope scope, String name) {
    for (Scope s = scope; s != null; s = s.parent) {
      if (s.symbols.containsKey(name)) {
        return symbol(s, s.symbols.get(name));
      }
    }
    return null;
  }

  private Object member(Object container, String name) {
    Scope scope = memberScopes.get(container);
    if (scope == null || !scope.symbols.containsKey(name)) {
      return null;
    }
    return symbol(scope, scope.symbols.get(name));
  }

  /** Follows a {@code using} to what it names. */
  private Object symbol(Scope scope, Object symbol) {
    if (!(symbol instanceof Ast.UsingDecl u)) {
      return symbol;
    }
    LoadedFile imported = scope.file.imports.get(u.importPath());
    Object target = imported == null || files.get(imported) == null ? BROKEN : files.get(imported);
    for (String name : u.path()) {
      if (target == BROKEN) {
        return BROKEN;
      }
      Object next = member(target, name);
      if (next == null) {
        diagnostics.error(u.pos(), "\"" + u.importPath() + "\" has no member '" + name + "'");
        return BROKEN;
      }
      target = next;
    }
    return target;
  }

  /** Resolves file annotations; returns the Java annotations given, by annotation id. */
  private Map<Long, Ast.Annotation> javaAnnotations(LoadedFile lf) {
    Map<Long, Ast.Annotation> found = new LinkedHashMap<>();
    if (files.get(lf).isJavaAnnotations) {
      return found;
    }
    Scope scope = memberScopes.get(files.get(lf));
    for (Ast.Annotation a : lf.ast.annotations()) {
      String display = "$" + String.join(".", a.names());
      Object target = lookup(scope, a.names().get(0));
      for (int i = 1; i < a.names().size() && target != null && target != BROKEN; i++) {
        target = member(target, a.names().get(i));
      }
      if (target == BROKEN) {
        continue;
      }
      if (!(target instanceof AnnotationSym sym)) {
        diagnostics.error(a.pos(), "unsupported annotation '" + display
            + "' (only $Java.package and $Java.outerClassname are supported)");
      } else if (!a.onFile()) {
        diagnostics.error(a.pos(), "annotation '" + display + "' applies only to files");
      } else if (a.arg() == null || a.arg().kind() != Ast.Value.Kind.STRING) {
        diagnostics.error(a.pos(), "annotation '" + display + "' needs a string argument");
      } else {
        found.put(sym.id(), a);
      }
    }
    return found;
  }
}
