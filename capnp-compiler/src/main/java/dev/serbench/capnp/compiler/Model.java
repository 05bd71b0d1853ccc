package dev.serbench.capnp.compiler;

import java.util.ArrayList;
import java.util.List;

/** The resolved schema: files, structs with their layout, enums and constants. */
final class Model {
  private Model() {}

  /** Built-in types; {@code lgBits} is log2 of the data size, -1 for Void and pointers. */
  enum Builtin {
    VOID("Void", -1), BOOL("Bool", 0), INT8("Int8", 3), INT16("Int16", 4), INT32("Int32", 5),
    INT64("Int64", 6), UINT8("UInt8", 3), UINT16("UInt16", 4), UINT32("UInt32", 5),
    UINT64("UInt64", 6), FLOAT32("Float32", 5), FLOAT64("Float64", 6), TEXT("Text", -1),
    DATA("Data", -1);

    final String capnpName;
    final int lgBits;

    Builtin(String capnpName, int lgBits) {
      this.capnpName = capnpName;
      this.lgBits = lgBits;
    }

    boolean isInteger() {
      return lgBits >= 3 && this != FLOAT32 && this != FLOAT64;
    }

    boolean isUnsigned() {
      return name().startsWith("UINT");
    }

    static Builtin byName(String name) {
      for (Builtin b : values()) {
        if (b.capnpName.equals(name)) {
          return b;
        }
      }
      return null;
    }
  }

  /** A resolved type. */
  sealed interface Type permits BuiltinType, ListType, StructType, EnumType {
    default boolean isPointer() {
      if (this instanceof BuiltinType b) {
        return b.builtin() == Builtin.TEXT || b.builtin() == Builtin.DATA;
      }
      return this instanceof ListType || this instanceof StructType;
    }

    /** log2 of the field's size in bits; -1 for Void; only meaningful for non-pointers. */
    default int lgBits() {
      if (this instanceof EnumType) {
        return 4;
      }
      return ((BuiltinType) this).builtin().lgBits;
    }

    String display();
  }

  record BuiltinType(Builtin builtin) implements Type {
    @Override
    public String display() {
      return builtin.capnpName;
    }
  }

  record ListType(Type element) implements Type {
    @Override
    public String display() {
      return "List(" + element.display() + ")";
    }
  }

  record StructType(StructNode node) implements Type {
    @Override
    public String display() {
      return node.name;
    }
  }

  record EnumType(EnumNode node) implements Type {
    @Override
    public String display() {
      return node.name;
    }
  }

  /** One schema file after resolution. */
  static final class FileNode {
    final String name;
    long id;
    String javaPackage = "";
    String outerClass;
    boolean isJavaAnnotations;
    final List<StructNode> structs = new ArrayList<>();
    final List<EnumNode> enums = new ArrayList<>();
    final List<ConstNode> consts = new ArrayList<>();

    FileNode(String name) {
      this.name = name;
    }
  }

  /** A struct and, once laid out, its size. {@code parent} is null at file level. */
  static final class StructNode {
    final String name;
    final FileNode file;
    final StructNode parent;
    final List<Field> fields = new ArrayList<>();
    final List<StructNode> structs = new ArrayList<>();
    final List<EnumNode> enums = new ArrayList<>();
    final List<ConstNode> consts = new ArrayList<>();
    int dataWords;
    int pointers;

    StructNode(String name, FileNode file, StructNode parent) {
      this.name = name;
      this.file = file;
      this.parent = parent;
    }

    /** Dotted name inside the file, such as {@code Person.PhoneNumber}. */
    String scopedName() {
      return parent == null ? name : parent.scopedName() + "." + name;
    }
  }

  /**
   * A field. {@code defaultBits} holds the default's raw bits (zero when there is none), which
   * is also the XOR mask on the wire; {@code offset} counts units of the field's own size, or is
   * the pointer index for pointer fields.
   */
  static final class Field {
    final String name;
    final int ordinal;
    final Type type;
    long defaultBits;
    int offset;

    Field(String name, int ordinal, Type type) {
      this.name = name;
      this.ordinal = ordinal;
      this.type = type;
    }
  }

  /** An enum; {@code enumerants} is indexed by ordinal. */
  static final class EnumNode {
    final String name;
    final FileNode file;
    final StructNode parent;
    final List<String> enumerants = new ArrayList<>();

    EnumNode(String name, FileNode file, StructNode parent) {
      this.name = name;
      this.file = file;
      this.parent = parent;
    }
  }

  /** A constant of a primitive or enum type; {@code bits} as in {@link Field#defaultBits}. */
  static final class ConstNode {
    final String name;
    Type type;
    long bits;

    ConstNode(String name) {
      this.name = name;
    }
  }
}
