package dev.serbench.capnp.compiler;

import dev.serbench.capnp.compiler.Model.Builtin;
import dev.serbench.capnp.compiler.Model.BuiltinType;
import dev.serbench.capnp.compiler.Model.EnumType;
import dev.serbench.capnp.compiler.Model.Field;
import dev.serbench.capnp.compiler.Model.ListType;
import dev.serbench.capnp.compiler.Model.StructType;
import dev.serbench.capnp.compiler.Model.Type;

/** Writes the accessors of one field into a Builder or a Reader class. */
final class FieldAccessors {
  private final CodeWriter w;

  FieldAccessors(CodeWriter w) {
    this.w = w;
  }

  void write(Field f, boolean builder) {
    String name = JavaNames.capitalize(f.name);
    w.line("");
    if (f.type.isPointer()) {
      pointer(f, name, builder);
    } else if (f.type instanceof EnumType e) {
      enumeration(f, e, name, builder);
    } else {
      primitive(f, ((BuiltinType) f.type).builtin(), name, builder);
    }
  }

  private void primitive(Field f, Builtin b, String name, boolean builder) {
    String type = JavaTypes.valueType(f.type);
    if (b == Builtin.VOID) {
      w.open("public final " + type + " get" + name + "()")
          .line("return org.capnproto.Void.VOID;").close();
      if (builder) {
        w.open("public final void set" + name + "(" + type + " value)")
            .line("// Void takes no space on the wire: there is nothing to store.").close();
      }
      return;
    }
    String kind = JavaTypes.fieldKind(b);
    String mask = f.defaultBits == 0 ? "" : ", " + JavaTypes.mask(f.type, f.defaultBits);
    w.open("public final " + type + " get" + name + "()")
        .line("return _get" + kind + "Field(" + f.offset + mask + ");").close();
    if (builder) {
      w.open("public final void set" + name + "(" + type + " value)")
          .line("_set" + kind + "Field(" + f.offset + ", value" + mask + ");").close();
    }
  }

  private void enumeration(Field f, EnumType e, String name, boolean builder) {
    String type = JavaTypes.valueType(f.type);
    String mask = f.defaultBits == 0 ? "" : ", " + JavaTypes.mask(f.type, f.defaultBits);
    w.open("public final " + type + " get" + name + "()");
    w.open("switch (_getShortField(" + f.offset + mask + "))");
    for (int i = 0; i < e.node().enumerants.size(); i++) {
      w.line("case " + i + ": return " + type + "." + JavaNames.upperSnake(e.node().enumerants.get(i)) + ";");
    }
    w.line("default: return " + type + "._NOT_IN_SCHEMA;");
    w.close().close();
    if (builder) {
      w.open("public final void set" + name + "(" + type + " value)")
          .line("_setShortField(" + f.offset + ", (short) value.ordinal()" + mask + ");").close();
    }
  }

  private void pointer(Field f, String name, boolean builder) {
    int ptr = f.offset;
    String factory = JavaTypes.factory(f.type);
    boolean blob = f.type instanceof BuiltinType;
    String defaults = blob ? ", null, 0, 0" : ", null, 0";
    String type = builder ? JavaTypes.builderType(f.type) : JavaTypes.readerType(f.type);
    w.open("public final boolean has" + name + "()")
        .line("return !_pointerFieldIsNull(" + ptr + ");").close();
    w.open("public final " + type + " get" + name + "()")
        .line("return _getPointerField(" + factory + ", " + ptr + defaults + ");").close();
    if (!builder) {
      return;
    }
    w.open("public final void set" + name + "(" + JavaTypes.readerType(f.type) + " value)")
        .line("_setPointerField(" + factory + ", " + ptr + ", value);").close();
    if (f.type instanceof BuiltinType b) {
      String plain = b.builtin() == Builtin.TEXT ? "String" : "byte[]";
      String reader = JavaTypes.readerType(f.type);
      w.open("public final void set" + name + "(" + plain + " value)")
          .line("_setPointerField(" + factory + ", " + ptr + ", new " + reader + "(value));").close();
    }
    if (f.type instanceof StructType) {
      w.open("public final " + type + " init" + name + "()")
          .line("return _initPointerField(" + factory + ", " + ptr + ", 0);").close();
    } else if (f.type instanceof ListType || f.type instanceof BuiltinType) {
      w.open("public final " + type + " init" + name + "(int size)")
          .line("return _initPointerField(" + factory + ", " + ptr + ", size);").close();
    }
  }
}
