package dev.serbench.capnp.compiler;

import dev.serbench.capnp.compiler.Model.EnumNode;
import dev.serbench.capnp.compiler.Model.FileNode;
import dev.serbench.capnp.compiler.Model.StructNode;
import java.util.Map;
import java.util.Set;

/**
 * Picks the Java package and outer class of a file and rejects names that would not compile:
 * a nested class may not share the name of an enclosing class, nor of the generated
 * {@code Builder}, {@code Reader} and {@code Factory} classes.
 */
final class JavaNameChecker {
  private static final Set<String> GENERATED = Set.of("Builder", "Reader", "Factory");

  private final Diagnostics diagnostics;

  JavaNameChecker(Diagnostics diagnostics) {
    this.diagnostics = diagnostics;
  }

  void check(Ast.SchemaFile ast, FileNode file, Map<Long, Ast.Annotation> annotations) {
    Ast.Annotation pkg = annotations.get(Resolver.JAVA_PACKAGE_ID);
    Ast.Annotation outer = annotations.get(Resolver.JAVA_OUTER_CLASS_ID);
    if (pkg != null) {
      file.javaPackage = pkg.arg().text();
      if (!JavaNames.isQualifiedName(file.javaPackage)) {
        diagnostics.error(pkg.pos(), "'" + file.javaPackage + "' is not a valid Java package name");
      }
    }
    if (outer != null) {
      file.outerClass = outer.arg().text();
      if (!JavaNames.isIdentifier(file.outerClass)) {
        diagnostics.error(outer.pos(), "'" + file.outerClass + "' is not a valid Java class name");
      }
    } else {
      file.outerClass = JavaNames.defaultOuterClass(file.name);
      String defaulted = file.outerClass;
      boolean clash = file.structs.stream().anyMatch(s -> s.name.equals(defaulted))
          || file.enums.stream().anyMatch(e -> e.name.equals(defaulted));
      if (clash) {
        // person.capnp usually declares struct Person: keep the default usable without annotation.
        file.outerClass = defaulted + "Capnp";
      }
    }
    SourcePos where = outer != null ? outer.pos() : new SourcePos(ast.name(), 1, 1);
    for (StructNode s : file.structs) {
      checkStruct(s, file.outerClass, where, ast.name(), false);
    }
    for (EnumNode e : file.enums) {
      checkNested(e.name, file.outerClass, where, ast.name(), false);
    }
  }

  private void checkStruct(StructNode s, String enclosing, SourcePos outerPos, String fileName,
      boolean inStruct) {
    checkNested(s.name, enclosing, outerPos, fileName, inStruct);
    for (StructNode n : s.structs) {
      checkStruct(n, s.name, outerPos, fileName, true);
    }
    for (EnumNode e : s.enums) {
      checkNested(e.name, s.name, outerPos, fileName, true);
    }
  }

  private void checkNested(String name, String enclosing, SourcePos outerPos, String fileName,
      boolean inStruct) {
    if (name.equals(enclosing)) {
      diagnostics.error(outerPos, "'" + name + "' has the same name as the Java class that encloses"
          + " it; set another name with $Java.outerClassname or rename the declaration");
    } else if (inStruct && GENERATED.contains(name)) {
      diagnostics.error(new SourcePos(fileName, 1, 1), "'" + name + "' clashes with the generated"
          + " Java class of the same name; rename it");
    }
  }
}
