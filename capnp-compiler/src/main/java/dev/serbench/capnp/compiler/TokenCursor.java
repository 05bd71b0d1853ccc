package dev.serbench.capnp.compiler;

import java.util.List;

/** Walks a token list for the parser: look ahead, consume, expect, and report what was found. */
final class TokenCursor {
  private final List<Token> tokens;
  private int index;

  TokenCursor(List<Token> tokens) {
    this.tokens = tokens;
  }

  /** Skips one bracketed group starting at the current '(' '[' or '{'. */
  void skipBalanced() {
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

  Token ident(String what) {
    return expectKind(Token.Kind.IDENT, what);
  }

  Token expect(String symbol) {
    if (!peek().is(symbol)) {
      throw unexpected("'" + symbol + "'");
    }
    return next();
  }

  Token expectKind(Token.Kind kind, String what) {
    if (peek().kind() != kind) {
      throw unexpected(what);
    }
    return next();
  }

  CompileException unexpected(String expected) {
    return new CompileException(peek().pos(), "expected " + expected + " but found " + peek().describe());
  }

  Token peek() {
    return tokens.get(index);
  }

  Token lookahead(int n) {
    return tokens.get(Math.min(index + n, tokens.size() - 1));
  }

  Token next() {
    Token t = tokens.get(index);
    if (t.kind() != Token.Kind.EOF) {
      index++;
    }
    return t;
  }
}
