package dev.serbench.capnp.compiler;

import dev.serbench.capnp.compiler.Model.Field;
import dev.serbench.capnp.compiler.Model.StructNode;
import dev.serbench.capnp.compiler.Model.Type;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Resolves the fields of one struct, checks names, ordinals and defaults, and lays it out. */
final class StructResolver {
  private final Resolver resolver;
  private final Diagnostics diagnostics;

  StructResolver(Resolver resolver, Diagnostics diagnostics) {
    this.resolver = resolver;
    this.diagnostics = diagnostics;
  }

  void resolve(Ast.StructDecl decl, StructNode node) {
    boolean ok = true;
    Map<String, SourcePos> names = new LinkedHashMap<>(resolver.memberNames(node));
    List<Ordinals.Entry> ordinals = new ArrayList<>();
    List<Field> fields = new ArrayList<>();
    for (Ast.FieldDecl f : decl.fields()) {
      SourcePos first = names.putIfAbsent(f.name(), f.pos());
      if (first != null) {
        diagnostics.error(f.pos(), "duplicate name '" + f.name() + "' (first defined at " + first + ")");
        ok = false;
      }
      if (f.name().equals("class")) {
        diagnostics.error(f.pos(), "field name 'class' would generate getClass(), which Java reserves");
        ok = false;
      }
      ordinals.add(new Ordinals.Entry(f.ordinal(), f.ordinalPos()));
      Type type = resolver.resolveType(f.type(), node);
      if (type == null) {
        ok = false;
        continue;
      }
      Field field = new Field(f.name(), f.ordinal(), type);
      if (f.defaultValue() != null) {
        if (type.isPointer()) {
          diagnostics.error(f.defaultValue().pos(), "default values for pointer fields are not"
              + " supported ('" + f.name() + "' has type " + type.display() + ")");
          ok = false;
        } else {
          Long bits = Literals.bits(type, f.defaultValue(), diagnostics);
          ok &= bits != null;
          field.defaultBits = bits == null ? 0 : bits;
        }
      }
      fields.add(field);
    }
    ok &= Ordinals.check(ordinals, diagnostics);
    node.fields.addAll(fields);
    if (ok) {
      layOut(node);
    }
  }

  /** Places fields in ordinal order, as the wire format requires. */
  static void layOut(StructNode node) {
    StructLayout layout = new StructLayout();
    List<Field> byOrdinal = node.fields.stream().sorted(Comparator.comparingInt(f -> f.ordinal)).toList();
    for (Field f : byOrdinal) {
      if (f.type.isPointer()) {
        f.offset = layout.addPointer();
      } else if (f.type.lgBits() < 0) {
        f.offset = 0;
      } else {
        f.offset = layout.addData(f.type.lgBits());
      }
    }
    node.dataWords = layout.dataWords();
    node.pointers = layout.pointers();
  }
}
