package dev.serbench.capnp.compiler;

import dev.serbench.capnp.compiler.Ast.Value;
import dev.serbench.capnp.compiler.Model.Builtin;
import dev.serbench.capnp.compiler.Model.BuiltinType;
import dev.serbench.capnp.compiler.Model.EnumType;
import dev.serbench.capnp.compiler.Model.Type;
import java.math.BigInteger;

/**
 * Turns a literal into the raw bits of a primitive or enum value: sign-extended two's
 * complement for integers (so UInt8 200 becomes the byte -56), IEEE bits for floats, 0/1 for
 * Bool and the ordinal for enums.
 */
final class Literals {
  private Literals() {}

  /** Returns the bits of {@code value} as {@code type}, or null after reporting an error. */
  static Long bits(Type type, Value value, Diagnostics diagnostics) {
    if (type instanceof EnumType e) {
      int ordinal = value.kind() == Value.Kind.IDENT ? e.node().enumerants.indexOf(value.text()) : -1;
      if (ordinal < 0) {
        diagnostics.error(value.pos(), describe(value) + " is not an enumerant of " + e.node().name);
        return null;
      }
      return (long) ordinal;
    }
    Builtin b = ((BuiltinType) type).builtin();
    switch (b) {
      case VOID:
        if (value.kind() == Value.Kind.IDENT && value.text().equals("void")) {
          return 0L;
        }
        break;
      case BOOL:
        if (value.kind() == Value.Kind.IDENT && value.text().equals("true")) {
          return 1L;
        }
        if (value.kind() == Value.Kind.IDENT && value.text().equals("false")) {
          return 0L;
        }
        break;
      case FLOAT32:
      case FLOAT64:
        Double d = floatValue(value);
        if (d != null) {
          return b == Builtin.FLOAT32 ? (long) Float.floatToIntBits(d.floatValue())
              : Double.doubleToLongBits(d);
        }
        break;
      default:
        if (value.kind() == Value.Kind.INTEGER) {
          return integer(b, value, diagnostics);
        }
        break;
    }
    diagnostics.error(value.pos(), "type mismatch: " + describe(value) + " is not a value of type "
        + b.capnpName);
    return null;
  }

  private static Long integer(Builtin b, Value value, Diagnostics diagnostics) {
    BigInteger v = Parser.parseInteger(value.text());
    int width = 1 << b.lgBits;
    BigInteger min = b.isUnsigned() ? BigInteger.ZERO : BigInteger.ONE.shiftLeft(width - 1).negate();
    BigInteger max = b.isUnsigned() ? BigInteger.ONE.shiftLeft(width).subtract(BigInteger.ONE)
        : BigInteger.ONE.shiftLeft(width - 1).subtract(BigInteger.ONE);
    if (v.compareTo(min) < 0 || v.compareTo(max) > 0) {
      diagnostics.error(value.pos(), "integer value " + value.text() + " is out of range for "
          + b.capnpName + " [" + min + ", " + max + "]");
      return null;
    }
    long raw = v.longValue();
    int shift = 64 - width;
    return (raw << shift) >> shift;
  }

  private static Double floatValue(Value value) {
    switch (value.kind()) {
      case INTEGER:
        return Parser.parseInteger(value.text()).doubleValue();
      case FLOAT:
        return Double.parseDouble(value.text());
      case IDENT:
        return switch (value.text()) {
          case "inf" -> Double.POSITIVE_INFINITY;
          case "-inf" -> Double.NEGATIVE_INFINITY;
          case "nan" -> Double.NaN;
          default -> null;
        };
      default:
        return null;
    }
  }

  private static String describe(Value value) {
    return switch (value.kind()) {
      case STRING -> "\"" + value.text() + "\"";
      case COMPOUND -> "a list or struct value";
      default -> "'" + value.text() + "'";
    };
  }
}
