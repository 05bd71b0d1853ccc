package dev.serbench.capnp.compiler;

import dev.serbench.capnp.compiler.Model.EnumNode;
import dev.serbench.capnp.compiler.Model.FileNode;
import dev.serbench.capnp.compiler.Model.StructNode;
import javax.lang.model.SourceVersion;

/** How capnp names become Java names, the capnproto-java way. */
final class JavaNames {
  private JavaNames() {}

  /** {@code person_book.capnp} becomes {@code PersonBook}. */
  static String defaultOuterClass(String fileName) {
    String base = fileName.replace('\\', '/');
    base = base.substring(base.lastIndexOf('/') + 1);
    if (base.endsWith(".capnp")) {
      base = base.substring(0, base.length() - ".capnp".length());
    }
    StringBuilder sb = new StringBuilder();
    boolean upper = true;
    for (char c : base.toCharArray()) {
      if (Character.isLetterOrDigit(c)) {
        sb.append(upper ? Character.toUpperCase(c) : c);
        upper = false;
      } else {
        upper = true;
      }
    }
    if (sb.length() == 0 || !Character.isJavaIdentifierStart(sb.charAt(0))) {
      sb.insert(0, "Schema");
    }
    return sb.toString();
  }

  /** {@code phoneNumber} becomes {@code PhoneNumber}, for accessor names. */
  static String capitalize(String name) {
    return Character.toUpperCase(name.charAt(0)) + name.substring(1);
  }

  /** {@code phoneNumber} becomes {@code PHONE_NUMBER}, for enumerants and constants. */
  static String upperSnake(String name) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < name.length(); i++) {
      char c = name.charAt(i);
      if (Character.isUpperCase(c) && i > 0 && !Character.isUpperCase(name.charAt(i - 1))) {
        sb.append('_');
      }
      sb.append(Character.toUpperCase(c));
    }
    return sb.toString();
  }

  static boolean isQualifiedName(String name) {
    return name.isEmpty() || SourceVersion.isName(name);
  }

  static boolean isIdentifier(String name) {
    return SourceVersion.isIdentifier(name) && !SourceVersion.isKeyword(name);
  }

  /** Fully qualified name of the outer class of a file. */
  static String outer(FileNode file) {
    return file.javaPackage.isEmpty() ? file.outerClass : file.javaPackage + "." + file.outerClass;
  }

  static String qualified(StructNode node) {
    return (node.parent == null ? outer(node.file) : qualified(node.parent)) + "." + node.name;
  }

  static String qualified(EnumNode node) {
    return (node.parent == null ? outer(node.file) : qualified(node.parent)) + "." + node.name;
  }
}
