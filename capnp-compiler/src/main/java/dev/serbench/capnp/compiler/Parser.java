package dev.serbench.capnp.compiler;

import dev.serbench.capnp.compiler.Ast.Annotation;
import dev.serbench.capnp.compiler.Ast.AnnotationDecl;
import dev.serbench.capnp.compiler.Ast.ConstDecl;
import dev.serbench.capnp.compiler.Ast.Decl;
import dev.serbench.capnp.compiler.Ast.EnumDecl;
import dev.serbench.capnp.compiler.Ast.Enumerant;
import dev.serbench.capnp.compiler.Ast.FieldDecl;
import dev.serbench.capnp.compiler.Ast.StructDecl;
import dev.serbench.capnp.compiler.Ast.TypeExpr;
import dev.serbench.capnp.compiler.Ast.UsingDecl;
import dev.serbench.capnp.compiler.Ast.Value;
import java.math.BigInteger;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Recursive-descent parser for the supported subset. Unsupported constructs that are well
 * formed (unions, groups, interfaces, generic parameters, non-import aliases) are reported and
 * skipped so that later errors are still found; a syntax error ends the file.
 */
final class Parser {
  private final TokenCursor in;
  private final Diagnostics diagnostics;
  private final List<Annotation> annotations = new ArrayList<>();

  Parser(List<Token> tokens, Diagnostics diagnostics) {
    this.in = new TokenCursor(tokens);
    this.diagnostics = diagnostics;
  }

  /** Parses the whole token list; throws {@link CompileException} on a syntax error. */
  Ast.SchemaFile parseFile(String name, Path path) {
    SourcePos start = in.peek().pos();
    Long id = null;
    List<Decl> decls = new ArrayList<>();
    while (in.peek().kind() != Token.Kind.EOF) {
      if (in.peek().is("@")) {
        SourcePos idPos = in.next().pos();
        id = parseId(idPos);
        in.expect(";");
      } else if (in.peek().is("$")) {
        annotations.add(annotation(true));
        in.expect(";");
      } else {
        Decl decl = declaration();
        if (decl != null) {
          decls.add(decl);
        }
      }
    }
    return new Ast.SchemaFile(name, path, id, start, decls, List.copyOf(annotations));
  }

  /** Parses one declaration; returns null for a rejected construct that was skipped. */
  private Decl declaration() {
    Token t = in.peek();
    switch (t.text()) {
      case "struct":
        return struct();
      case "enum":
        return enumeration();
      case "const":
        return constant();
      case "using":
        return using();
      case "annotation":
        return annotationDecl();
      case "interface":
        reject(t, "interfaces are not supported");
        return null;
      default:
        throw in.unexpected("a declaration (struct, enum, const, using)");
    }
  }

  private StructDecl struct() {
    in.next();
    Token name = in.ident("struct name");
    optionalId();
    if (in.peek().is("(")) {
      diagnostics.error(in.peek().pos(), "generic structs are not supported ('" + name.text() + "')");
      in.skipBalanced();
    }
    declAnnotations();
    in.expect("{");
    List<FieldDecl> fields = new ArrayList<>();
    List<Decl> nested = new ArrayList<>();
    while (!in.peek().is("}")) {
      Token t = in.peek();
      if (t.kind() == Token.Kind.EOF) {
        throw in.unexpected("'}'");
      } else if (t.is("union")) {
        reject(t, "unions are not supported");
      } else if (t.kind() == Token.Kind.IDENT && (in.lookahead(1).is("@") || in.lookahead(1).is(":"))
          && !isKeyword(t.text())) {
        FieldDecl field = field();
        if (field != null) {
          fields.add(field);
        }
      } else {
        Decl decl = declaration();
        if (decl != null) {
          nested.add(decl);
        }
      }
    }
    in.next();
    return new StructDecl(name.text(), name.pos(), fields, nested);
  }

  private FieldDecl field() {
    Token name = in.next();
    int ordinal = -1;
    SourcePos ordinalPos = name.pos();
    if (in.peek().is("@")) {
      in.next();
      ordinalPos = in.peek().pos();
      ordinal = ordinal();
    }
    in.expect(":");
    if (in.peek().is("union") || in.peek().is("group")) {
      Token kind = in.peek();
      reject(kind, kind.text().equals("union") ? "unions are not supported ('" + name.text() + "')"
          : "groups are not supported ('" + name.text() + "')");
      return null;
    }
    if (ordinal < 0) {
      throw new CompileException(name.pos(), "field '" + name.text() + "' needs an ordinal (@N)");
    }
    TypeExpr type = type();
    Value defaultValue = null;
    if (in.peek().is("=")) {
      in.next();
      defaultValue = value();
    }
    declAnnotations();
    in.expect(";");
    return new FieldDecl(name.text(), name.pos(), ordinal, ordinalPos, type, defaultValue);
  }

  private EnumDecl enumeration() {
    in.next();
    Token name = in.ident("enum name");
    optionalId();
    declAnnotations();
    in.expect("{");
    List<Enumerant> enumerants = new ArrayList<>();
    while (!in.peek().is("}")) {
      Token e = in.ident("enumerant name");
      in.expect("@");
      SourcePos ordinalPos = in.peek().pos();
      int ordinal = ordinal();
      declAnnotations();
      in.expect(";");
      enumerants.add(new Enumerant(e.text(), e.pos(), ordinal, ordinalPos));
    }
    in.next();
    return new EnumDecl(name.text(), name.pos(), enumerants);
  }

  private ConstDecl constant() {
    in.next();
    Token name = in.ident("constant name");
    optionalId();
    in.expect(":");
    TypeExpr type = type();
    in.expect("=");
    Value value = value();
    declAnnotations();
    in.expect(";");
    return new ConstDecl(name.text(), name.pos(), type, value);
  }

  private AnnotationDecl annotationDecl() {
    in.next();
    Token name = in.ident("annotation name");
    Long id = optionalId();
    if (in.peek().is("(")) {
      in.skipBalanced();
    }
    in.expect(":");
    TypeExpr type = type();
    declAnnotations();
    in.expect(";");
    return new AnnotationDecl(name.text(), name.pos(), id, type);
  }

  private Decl using() {
    Token using = in.next();
    String alias = null;
    if (in.peek().kind() == Token.Kind.IDENT && in.lookahead(1).is("=")) {
      alias = in.next().text();
      in.next();
    }
    if (!in.peek().is("import")) {
      diagnostics.error(using.pos(), "using aliases are not supported (only 'using ... = import')");
      while (!in.peek().is(";") && in.peek().kind() != Token.Kind.EOF) {
        in.next();
      }
      in.expect(";");
      return null;
    }
    in.next();
    String importPath = in.expectKind(Token.Kind.STRING, "an import path string").text();
    List<String> path = new ArrayList<>();
    while (in.peek().is(".")) {
      in.next();
      path.add(in.ident("name").text());
    }
    in.expect(";");
    if (alias == null) {
      if (path.isEmpty()) {
        throw new CompileException(using.pos(), "'using import' needs a name: write 'using Name = import \""
            + importPath + "\";'");
      }
      alias = path.get(path.size() - 1);
    }
    return new UsingDecl(alias, using.pos(), importPath, path);
  }

  private TypeExpr type() {
    SourcePos pos = in.peek().pos();
    String importPath = null;
    List<String> names = new ArrayList<>();
    if (in.peek().is("import")) {
      in.next();
      importPath = in.expectKind(Token.Kind.STRING, "an import path string").text();
      in.expect(".");
    } else if (in.peek().is(".")) {
      in.next();
    }
    names.add(in.ident("type name").text());
    while (in.peek().is(".")) {
      in.next();
      names.add(in.ident("type name").text());
    }
    List<TypeExpr> params = new ArrayList<>();
    if (in.peek().is("(")) {
      in.next();
      params.add(type());
      while (in.peek().is(",")) {
        in.next();
        params.add(type());
      }
      in.expect(")");
    }
    return new TypeExpr(pos, importPath, names, params);
  }

  private Value value() {
    Token t = in.peek();
    if (t.is("(") || t.is("[")) {
      in.skipBalanced();
      return new Value(t.pos(), Value.Kind.COMPOUND, "");
    }
    String sign = "";
    if (t.is("-")) {
      in.next();
      sign = "-";
    }
    Token v = in.next();
    return switch (v.kind()) {
      case INTEGER -> new Value(t.pos(), Value.Kind.INTEGER, sign + v.text());
      case FLOAT -> new Value(t.pos(), Value.Kind.FLOAT, sign + v.text());
      case IDENT -> new Value(t.pos(), Value.Kind.IDENT, sign + v.text());
      case STRING -> {
        if (!sign.isEmpty()) {
          throw new CompileException(t.pos(), "'-' cannot precede a string");
        }
        yield new Value(t.pos(), Value.Kind.STRING, v.text());
      }
      default -> throw new CompileException(v.pos(), "expected a value but found " + v.describe());
    };
  }

  private Annotation annotation(boolean onFile) {
    SourcePos pos = in.expect("$").pos();
    List<String> names = new ArrayList<>();
    names.add(in.ident("annotation name").text());
    while (in.peek().is(".")) {
      in.next();
      names.add(in.ident("annotation name").text());
    }
    Value arg = null;
    if (in.peek().is("(")) {
      boolean simple = in.lookahead(2).is(")") && in.lookahead(1).kind() != Token.Kind.SYMBOL;
      if (simple) {
        in.next();
        arg = value();
        in.expect(")");
      } else {
        arg = new Value(in.peek().pos(), Value.Kind.COMPOUND, "");
        in.skipBalanced();
      }
    }
    return new Annotation(pos, names, arg, onFile);
  }

  private void declAnnotations() {
    while (in.peek().is("$")) {
      annotations.add(annotation(false));
    }
  }

  private Long optionalId() {
    if (!in.peek().is("@")) {
      return null;
    }
    return parseId(in.next().pos());
  }

  private long parseId(SourcePos pos) {
    Token t = in.expectKind(Token.Kind.INTEGER, "a 64-bit id such as @0xdbb9ad1f14bf0b36");
    BigInteger value = parseInteger(t.text());
    if (value.bitLength() > 64) {
      throw new CompileException(t.pos(), "id " + t.text() + " does not fit in 64 bits");
    }
    if (!value.testBit(63)) {
      diagnostics.error(pos, "Invalid ID " + t.text()
          + ": ids must have the high bit set; generate one with 'capnp id'");
    }
    return value.longValue();
  }

  private int ordinal() {
    Token t = in.expectKind(Token.Kind.INTEGER, "an ordinal number");
    BigInteger value = parseInteger(t.text());
    if (value.compareTo(BigInteger.valueOf(65535)) > 0) {
      throw new CompileException(t.pos(), "ordinal " + t.text() + " is too large (max 65535)");
    }
    return value.intValue();
  }

  static BigInteger parseInteger(String text) {
    boolean negative = text.startsWith("-");
    String digits = negative ? text.substring(1) : text;
    BigInteger v;
    if (digits.startsWith("0x")) {
      v = new BigInteger(digits.substring(2), 16);
    } else if (digits.length() > 1 && digits.startsWith("0")) {
      v = new BigInteger(digits.substring(1), 8);
    } else {
      v = new BigInteger(digits);
    }
    return negative ? v.negate() : v;
  }

  /** Reports {@code message} at {@code at}, then skips the construct up to its closing brace. */
  private void reject(Token at, String message) {
    diagnostics.error(at.pos(), message);
    while (!in.peek().is("{")) {
      if (in.peek().kind() == Token.Kind.EOF || in.peek().is(";")) {
        throw in.unexpected("'{'");
      }
      in.next();
    }
    in.skipBalanced();
  }

  private static boolean isKeyword(String word) {
    return switch (word) {
      case "struct", "enum", "const", "using", "annotation", "interface", "union" -> true;
      default -> false;
    };
  }
}
