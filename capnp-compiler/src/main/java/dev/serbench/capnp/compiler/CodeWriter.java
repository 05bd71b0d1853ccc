package dev.serbench.capnp.compiler;

/** Builds indented Java source, two spaces per level. */
final class CodeWriter {
  private final StringBuilder out = new StringBuilder();
  private int depth;

  CodeWriter line(String text) {
    if (!text.isEmpty()) {
      out.append("  ".repeat(depth)).append(text);
    }
    out.append('\n');
    return this;
  }

  /** Writes {@code header + " {"} and indents. */
  CodeWriter open(String header) {
    line(header + " {");
    depth++;
    return this;
  }

  /** Outdents and writes {@code "}"}. */
  CodeWriter close() {
    depth--;
    return line("}");
  }

  @Override
  public String toString() {
    return out.toString();
  }
}
