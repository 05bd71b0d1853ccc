package dev.serbench.capnp.compiler;

/** One lexical token of a schema file. */
record Token(Kind kind, String text, SourcePos pos) {
  enum Kind { IDENT, INTEGER, FLOAT, STRING, SYMBOL, EOF }

  boolean is(String symbolOrWord) {
    return (kind == Kind.SYMBOL || kind == Kind.IDENT) && text.equals(symbolOrWord);
  }

  String describe() {
    return switch (kind) {
      case EOF -> "end of file";
      case STRING -> "string \"" + text + "\"";
      default -> "'" + text + "'";
    };
  }
}
