package dev.serbench.capnp.compiler;

/** A position in a schema file: file name as given, 1-based line and column. */
record SourcePos(String file, int line, int col) {
  @Override
  public String toString() {
    return file + ":" + line + ":" + col;
  }
}
