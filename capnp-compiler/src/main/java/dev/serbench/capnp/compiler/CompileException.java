package dev.serbench.capnp.compiler;

/** A fatal error at one position; the parser throws it on syntax errors it cannot recover from. */
final class CompileException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  final SourcePos pos;

  CompileException(SourcePos pos, String message) {
    super(message, null, false, false);
    this.pos = pos;
  }
}
