package dev.serbench.codec.flatbuffers;

import com.google.flatbuffers.BaseVector;
import com.google.flatbuffers.FlatBufferBuilder;

/** How the writers and readers treat absent fields: an absent offset is FlatBuffers' "not set". */
final class AbsentFields {

  private AbsentFields() {}

  /**
   * The offset of {@code value} as a string, or 0 when it is null: adding offset 0 to a table writes
   * nothing, so the accessor reads null, while a present "" is written and reads back as "".
   */
  static int stringOrAbsent(FlatBufferBuilder builder, String value) {
    return value == null ? 0 : builder.createString(value);
  }

  /** The length of a vector read through a {@code xxxVector(obj)} accessor; an absent vector is empty. */
  static int lengthOf(BaseVector vector) {
    return vector == null ? 0 : vector.length();
  }
}
