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
  private final List<Token> tokens;
  private final Diagnostics diagnostics;
  private final List<Annotation> annotations = new ArrayList<>();
  private int index;

  Parser(List<Token> tokens, Diagnostics diagnostics) {
    this.tokens = tokens;
    this.diagnostics = diagnostics;
  }

  /** Parses the whole token list; throws {@link CompileException} on a syntax error. */
  Ast.SchemaFile parseFile(String name, Path path) {
    SourcePos start = peek().pos();
    Long id = null;
    List<Decl> decls = new ArrayList<>();
    while (peek().kind() != Token.Kind.EOF) {
      if (peek().is("@")) {
        SourcePos idPos = next().pos();
        id = parseId(idPos);
        expect(";");
      } else if (peek().is("$")) {
        annotations.add(annotation(true));
        expect(";");
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
    Token t = peek();
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
        throw unexpected("a declaration (struct, enum, const, using)");
    }
  }

  private StructDecl struct() {
    next();
    Token name = ident("struct name");
    optionalId();
    if (peek().is("(")) {
      diagnostics.error(peek().pos(), "generic structs are not supported ('" + name.text() + "')");
      skipBalanced();
    }
    declAnnotations();
    expect("{");
    List<FieldDecl> fields = new ArrayList<>();
    List<Decl> nested = new ArrayList<>();
    while (!peek().is("}")) {
      Token t = peek();
      if (t.kind() == Token.Kind.EOF) {
        throw unexpected("'}'");
      } else if (t.is("union")) {
        reject(t, "unions are not supported");
      } else if (t.kind() == Token.Kind.IDENT && (lookahead(1).is("@") || lookahead(1).is(":"))
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
    next();
    return new StructDecl(name.text(), name.pos(), fields, nested);
  }

  private FieldDecl field() {
    Token name = next();
    int ordinal = -1;
    SourcePos ordinalPos = name.pos();
    if (peek().is("@")) {
      ordinalPos = next().pos();
      ordinal = ordinal();
    }
    expect(":");
    if (peek().is("union") || peek().is("group")) {
      Token kind = peek();
      reject(kind, kind.text().equals("union") ? "unions are not supported ('" + name.text() + "')"
          : "groups are not supported ('" + name.text() + "')");
      return null;
    }
    if (ordinal < 0) {
      throw new CompileException(name.pos(), "field '" + name.text() + "' needs an ordinal (@N)");
    }
    TypeExpr type = type();
    Value defaultValue = null;
    if (peek().is("=")) {
      next();
      defaultValue = value();
    }
    declAnnotations();
    expect(";");
    return new FieldDecl(name.text(), name.pos(), ordinal, ordinalPos, type, defaultValue);
  }

  private EnumDecl enumeration() {
    next();
    Token name = ident("enum name");
    optionalId();
    declAnnotations();
    expect("{");
    List<Enumerant> enumerants = new ArrayList<>();
    while (!peek().is("}")) {
      Token e = ident("enumerant name");
      SourcePos ordinalPos = expect("@").pos();
      int ordinal = ordinal();
      declAnnotations();
      expect(";");
      enumerants.add(new Enumerant(e.text(), e.pos(), ordinal, ordinalPos));
    }
    next();
    return new EnumDecl(name.text(), name.pos(), enumerants);
  }

  private ConstDecl constant() {
    next();
    Token name = ident("constant name");
    optionalId();
    expect(":");
    TypeExpr type = type();
    expect("=");
    Value value = value();
    declAnnotations();
    expect(";");
    return new ConstDecl(name.text(), name.pos(), type, value);
  }

  private AnnotationDecl annotationDecl() {
    next();
    Token name = ident("annotation name");
    Long id = optionalId();
    if (peek().is("(")) {
      skipBalanced();
    }
    expect(":");
    TypeExpr type = type();
    declAnnotations();
    expect(";");
    return new AnnotationDecl(name.text(), name.pos(), id, type);
  }

  private Decl using() {
    Token using = next();
    String alias = null;
    if (peek().kind() == Token.Kind.IDENT && lookahead(1).is("=")) {
      alias = next().text();
      next();
    }
    if (!peek().is("import")) {
      diagnostics.error(using.pos(), "using aliases are not supported (only 'using ... = import')");
      while (!peek().is(";") && peek().kind() != Token.Kind.EOF) {
        next();
      }
      expect(";");
      return null;
    }
    next();
    String importPath = expectKind(Token.Kind.STRING, "an import path string").text();
    List<String> path = new ArrayList<>();
    while (peek().is(".")) {
      next();
      path.add(ident("name").text());
    }
    expect(";");
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
    SourcePos pos = peek().pos();
    String importPath = null;
    List<String> names = new ArrayList<>();
    if (peek().is("import")) {
      next();
      importPath = expectKind(Token.Kind.STRING, "an import path string").text();
      expect(".");
    } else if (peek().is(".")) {
      next();
    }
    names.add(ident("type name").text());
    while (peek().is(".")) {
      next();
      names.add(ident("type name").text());
    }
    List<TypeExpr> params = new ArrayList<>();
    if (peek().is("(")) {
      next();
      params.add(type());
      while (peek().is(",")) {
        next();
        params.add(type());
      }
      expect(")");
    }
    return new TypeExpr(pos, importPath, names, params);
  }

  private Value value() {
    Token t = peek();
    if (t.is("(") || t.is("[")) {
      skipBalanced();
      return new Value(t.pos(), Value.Kind.COMPOUND, "");
    }
    String sign = "";
    if (t.is("-")) {
      next();
      sign = "-";
    }
    Token v = next();
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
    SourcePos pos = expect("$").pos();
    List<String> names = new ArrayList<>();
    names.add(ident("annotation name").text());
    while (peek().is(".")) {
      next();
      names.add(ident("annotation name").text());
    }
    Value arg = null;
    if (peek().is("(")) {
      boolean simple = lookahead(2).is(")") && lookahead(1).kind() != Token.Kind.SYMBOL;
      if (simple) {
        next();
        arg = value();
        expect(")");
      } else {
        arg = new Value(peek().pos(), Value.Kind.COMPOUND, "");
        skipBalanced();
      }
    }
    return new Annotation(pos, names, arg, onFile);
  }

  private void declAnnotations() {
    while (peek().is("$")) {
      annotations.add(annotation(false));
    }
  }

  private Long optionalId() {
    if (!peek().is("@")) {
      return null;
    }
    return parseId(next().pos());
  }

  private long parseId(SourcePos pos) {
    Token t = expectKind(Token.Kind.INTEGER, "a 64-bit id such as @0xdbb9ad1f14bf0b36");
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
    Token t = expectKind(Token.Kind.INTEGER, "an ordinal number");
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
    while (!peek().is("{")) {
      if (peek().kind() == Token.Kind.EOF || peek().is(";")) {
        throw unexpected("'{'");
      }
      next();
    }
    skipBalanced();
  }

  /** Skips one bracketed group starting at the current '(' '[' or '{'. */
  private void skipBalanced() {
    int depth = 0;
    do {
      Token t = next();
      if (t.kind() == Token.Kind.EOF) {
        throw new CompileException(t.pos(), "unbalanced brackets: reached end of file");
      }
      if (t.is("(") || t.is("[") || t.is("{")) {
        depth++;
      } else if (t.is(")") || t.is("]") || t.is("}")) {
        depth--;
      }
    } while (depth > 0);
  }

  private static boolean isKeyword(String word) {
    return switch (word) {
      case "struct", "enum", "const", "using", "annotation", "interface", "union" -> true;
      default -> false;
    };
  }

  private Token ident(String what) {
    return expectKind(Token.Kind.IDENT, what);
  }

  private Token expect(String symbol) {
    if (!peek().is(symbol)) {
      throw unexpected("'" + symbol + "'");
    }
    return next();
  }

  private Token expectKind(Token.Kind kind, String what) {
    if (peek().kind() != kind) {
      throw unexpected(what);
    }
    return next();
  }

  private CompileException unexpected(String expected) {
    return new CompileException(peek().pos(), "expected " + expected + " but found " + peek().describe());
  }

  private Token peek() {
    return tokens.get(index);
  }

  private Token lookahead(int n) {
    return tokens.get(Math.min(index + n, tokens.size() - 1));
  }

  private Token next() {
    Token t = tokens.get(index);
    if (t.kind() != Token.Kind.EOF) {
      index++;
    }
    return t;
  }
}
