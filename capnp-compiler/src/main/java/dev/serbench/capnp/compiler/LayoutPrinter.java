package dev.serbench.capnp.compiler;

import dev.serbench.capnp.compiler.Model.Field;
import dev.serbench.capnp.compiler.Model.FileNode;
import dev.serbench.capnp.compiler.Model.StructNode;

/**
 * Prints struct layouts for {@code --print-layout}, to compare with the comments of
 * {@code capnp compile -ocapnp}: {@code Name: D data words, P pointers}, then per field in
 * declaration order {@code name @N: bits[a, b)}, {@code ptr[n]} or {@code void}.
 */
final class LayoutPrinter {
  private LayoutPrinter() {}

  static String print(FileNode file) {
    StringBuilder sb = new StringBuilder("# ").append(file.name).append('\n');
    file.structs.forEach(s -> struct(s, sb));
    return sb.toString();
  }

  private static void struct(StructNode s, StringBuilder sb) {
    sb.append(s.scopedName()).append(": ").append(s.dataWords).append(" data words, ")
        .append(s.pointers).append(" pointers\n");
    for (Field f : s.fields) {
      sb.append("  ").append(f.name).append(" @").append(f.ordinal).append(": ")
          .append(slot(f)).append('\n');
    }
    s.structs.forEach(n -> struct(n, sb));
  }

  /** The slot as {@code capnp compile -ocapnp} writes it, except that Void is {@code void}. */
  static String slot(Field f) {
    if (f.type.isPointer()) {
      return "ptr[" + f.offset + "]";
    }
    int lg = f.type.lgBits();
    if (lg < 0) {
      return "void";
    }
    long start = (long) f.offset << lg;
    return "bits[" + start + ", " + (start + (1L << lg)) + ")";
  }
}
