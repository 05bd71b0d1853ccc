package dev.serbench.capnp.compiler;

import dev.serbench.capnp.compiler.Model.Builtin;
import dev.serbench.capnp.compiler.Model.BuiltinType;
import dev.serbench.capnp.compiler.Model.EnumType;
import dev.serbench.capnp.compiler.Model.ListType;
import dev.serbench.capnp.compiler.Model.StructType;
import dev.serbench.capnp.compiler.Model.Type;

/** Java spellings of capnp types against runtime 0.1.16: value types, runtime classes, literals. */
final class JavaTypes {
  private static final String RT = "org.capnproto.";

  private JavaTypes() {}

  /** Java type of a primitive or enum value; unsigned types use the signed type of their width. */
  static String valueType(Type type) {
    if (type instanceof EnumType e) {
      return JavaNames.qualified(e.node());
    }
    return switch (((BuiltinType) type).builtin()) {
      case VOID -> RT + "Void";
      case BOOL -> "boolean";
      case INT8, UINT8 -> "byte";
      case INT16, UINT16 -> "short";
      case INT32, UINT32 -> "int";
      case INT64, UINT64 -> "long";
      case FLOAT32 -> "float";
      case FLOAT64 -> "double";
      default -> throw new IllegalArgumentException(type.display());
    };
  }

  /** The runtime's accessor infix: {@code _getIntField}, {@code _setLongField}, ... */
  static String fieldKind(Builtin b) {
    return switch (b) {
      case BOOL -> "Boolean";
      case INT8, UINT8 -> "Byte";
      case INT16, UINT16 -> "Short";
      case INT32, UINT32 -> "Int";
      case INT64, UINT64 -> "Long";
      case FLOAT32 -> "Float";
      case FLOAT64 -> "Double";
      default -> throw new IllegalArgumentException(b.capnpName);
    };
  }

  /** The XOR mask argument for a default: the raw bits in the runtime's mask type. */
  static String mask(Type type, long bits) {
    if (type instanceof EnumType) {
      return "(short) " + bits;
    }
    return switch (((BuiltinType) type).builtin()) {
      case BOOL -> bits != 0 ? "true" : "false";
      case INT8, UINT8 -> "(byte) " + bits;
      case INT16, UINT16 -> "(short) " + bits;
      case INT32, UINT32, FLOAT32 -> Integer.toString((int) bits);
      default -> bits + "L";
    };
  }

  /** A Java expression with the value of a constant. */
  static String constantValue(Type type, long bits) {
    if (type instanceof EnumType e) {
      return JavaNames.qualified(e.node()) + "." + JavaNames.upperSnake(e.node().enumerants.get((int) bits));
    }
    Builtin b = ((BuiltinType) type).builtin();
    return switch (b) {
      case VOID -> RT + "Void.VOID";
      case FLOAT32 -> floatLiteral(Float.intBitsToFloat((int) bits));
      case FLOAT64 -> doubleLiteral(Double.longBitsToDouble(bits));
      default -> mask(type, bits);
    };
  }

  private static String floatLiteral(float f) {
    if (Float.isNaN(f)) {
      return "Float.NaN";
    }
    if (Float.isInfinite(f)) {
      return f > 0 ? "Float.POSITIVE_INFINITY" : "Float.NEGATIVE_INFINITY";
    }
    return f + "f";
  }

  private static String doubleLiteral(double d) {
    if (Double.isNaN(d)) {
      return "Double.NaN";
    }
    if (Double.isInfinite(d)) {
      return d > 0 ? "Double.POSITIVE_INFINITY" : "Double.NEGATIVE_INFINITY";
    }
    return d + "d";
  }

  /** The Builder class of a pointer type. */
  static String builderType(Type type) {
    return pointerType(type, "Builder");
  }

  /** The Reader class of a pointer type. */
  static String readerType(Type type) {
    return pointerType(type, "Reader");
  }

  private static String pointerType(Type type, String side) {
    if (type instanceof StructType s) {
      return JavaNames.qualified(s.node()) + "." + side;
    }
    if (type instanceof BuiltinType b) {
      return RT + (b.builtin() == Builtin.TEXT ? "Text." : "Data.") + side;
    }
    Type element = ((ListType) type).element();
    if (element instanceof StructType s) {
      return RT + "StructList." + side + "<" + JavaNames.qualified(s.node()) + "." + side + ">";
    }
    if (element instanceof EnumType e) {
      return RT + "EnumList." + side + "<" + JavaNames.qualified(e.node()) + ">";
    }
    if (element instanceof ListType) {
      return RT + "ListList." + side + "<" + pointerType(element, side) + ">";
    }
    return listClass(((BuiltinType) element).builtin()) + "." + side;
  }

  /** An expression for the runtime factory that reads and writes a pointer type. */
  static String factory(Type type) {
    if (type instanceof StructType s) {
      return JavaNames.qualified(s.node()) + ".factory";
    }
    if (type instanceof BuiltinType b) {
      return RT + (b.builtin() == Builtin.TEXT ? "Text" : "Data") + ".factory";
    }
    Type element = ((ListType) type).element();
    if (element instanceof StructType s) {
      return JavaNames.qualified(s.node()) + ".listFactory";
    }
    if (element instanceof EnumType e) {
      String q = JavaNames.qualified(e.node());
      return "new " + RT + "EnumList.Factory<" + q + ">(" + q + ".values())";
    }
    if (element instanceof ListType) {
      return "new " + RT + "ListList.Factory<" + builderType(element) + ", " + readerType(element)
          + ">(" + factory(element) + ")";
    }
    return listClass(((BuiltinType) element).builtin()) + ".factory";
  }

  private static String listClass(Builtin element) {
    return switch (element) {
      case TEXT -> RT + "TextList";
      case DATA -> RT + "DataList";
      case VOID -> RT + "PrimitiveList.Void";
      default -> RT + "PrimitiveList." + fieldKind(element);
    };
  }
}
