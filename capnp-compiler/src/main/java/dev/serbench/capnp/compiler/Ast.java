package dev.serbench.capnp.compiler;

import java.nio.file.Path;
import java.util.List;

/** The syntax tree of one schema file, as written (names are not resolved yet). */
final class Ast {
  private Ast() {}

  /** A parsed file; {@code id} is null when the file declares none. All annotations are listed. */
  record SchemaFile(String name, Path path, Long id, SourcePos start, List<Decl> decls,
      List<Annotation> annotations) {}

  /** A named declaration in a file or struct scope. */
  sealed interface Decl permits StructDecl, EnumDecl, ConstDecl, AnnotationDecl, UsingDecl {
    String name();

    SourcePos pos();
  }

  record StructDecl(String name, SourcePos pos, List<FieldDecl> fields, List<Decl> nested)
      implements Decl {}

  /** A field; {@code defaultValue} is null when none is given. */
  record FieldDecl(String name, SourcePos pos, int ordinal, SourcePos ordinalPos, TypeExpr type,
      Value defaultValue) {}

  record EnumDecl(String name, SourcePos pos, List<Enumerant> enumerants) implements Decl {}

  record Enumerant(String name, SourcePos pos, int ordinal, SourcePos ordinalPos) {}

  record ConstDecl(String name, SourcePos pos, TypeExpr type, Value value) implements Decl {}

  record AnnotationDecl(String name, SourcePos pos, Long id, TypeExpr type) implements Decl {}

  /** {@code using Name = import "file".Path;} or {@code using import "file".Path;}. */
  record UsingDecl(String name, SourcePos pos, String importPath, List<String> path)
      implements Decl {}

  /**
   * A type: {@code names} is a dotted path, looked up from {@code importPath}'s file when that is
   * not null; {@code params} holds the arguments of {@code List(T)}.
   */
  record TypeExpr(SourcePos pos, String importPath, List<String> names, List<TypeExpr> params) {
    String display() {
      String base = (importPath == null ? "" : "import \"" + importPath + "\".")
          + String.join(".", names);
      if (params.isEmpty()) {
        return base;
      }
      return base + "(" + String.join(", ", params.stream().map(TypeExpr::display).toList()) + ")";
    }
  }

  /** A literal value; negative numbers carry their sign in {@code text}. */
  record Value(SourcePos pos, Kind kind, String text) {
    enum Kind { INTEGER, FLOAT, IDENT, STRING, COMPOUND }
  }

  /**
   * {@code $Name.path(arg)}: {@code arg} is null when absent; {@code onFile} tells a file
   * annotation from one on a declaration, field or enumerant.
   */
  record Annotation(SourcePos pos, List<String> names, Value arg, boolean onFile) {}
}
