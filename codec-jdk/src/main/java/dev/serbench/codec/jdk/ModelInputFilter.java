package dev.serbench.codec.jdk;

import dev.serbench.model.Person;
import java.io.ObjectInputFilter;
import java.util.Set;

/**
 * The allow-list every {@link JdkBinding} reads through: the records and enums of the canonical model, the
 * few JDK types their values hold, and limits that the largest dataset passes with room to spare. Anything
 * else is rejected before it is instantiated, which {@code ObjectInputStream} reports as an
 * {@code InvalidClassException}.
 */
final class ModelInputFilter implements ObjectInputFilter {

  static final ModelInputFilter INSTANCE = new ModelInputFilter();

  // The limits are those measured on the largest dataset, gpb-complex-list-10, with room to spare: depth
  // 9, 9.3 million references, 100 MB. The longest array is the 2,048-slot table map-1000's HashMap asks
  // for. A hostile stream goes far beyond them to exhaust the stack, the heap or the handle table.
  static final long MAX_DEPTH = 32;
  static final long MAX_ARRAY_LENGTH = 1 << 16;
  static final long MAX_REFERENCES = 50_000_000;
  static final long MAX_BYTES = 512L << 20;

  private static final String MODEL_PACKAGE = Person.class.getPackageName();

  /**
   * The JDK classes the model's values bring into a stream. {@code java.time.Ser} is the serial form of
   * {@code Instant} and {@code java.util.CollSer} that of {@code List.of}; the filter sees them and then,
   * again, the {@code Instant} and {@code ImmutableCollections} lists their {@code readResolve} returns.
   * {@code HashMap} is {@code LinkedHashMap}'s superclass, {@code Number} and {@code Enum} those of the
   * boxed keys and of the enums. {@code Object[]} and {@code Map.Entry[]} are the backing arrays that
   * {@code ArrayList}, {@code CollSer} and {@code HashMap} check through the filter before they allocate.
   */
  private static final Set<String> JDK_TYPES = Set.of(
      "java.time.Ser",
      "java.time.Instant",
      "java.util.CollSer",
      "java.util.ImmutableCollections$List12",
      "java.util.ImmutableCollections$ListN",
      "java.util.ArrayList",
      "java.util.HashMap",
      "java.util.LinkedHashMap",
      "java.util.Map$Entry",
      "java.lang.Object",
      "java.lang.Enum",
      "java.lang.Number",
      "java.lang.Long",
      "java.lang.Integer",
      "java.lang.Double");

  private final ObjectInputFilter limits = ObjectInputFilter.Config.createFilter(
      "maxdepth=" + MAX_DEPTH + ";maxarray=" + MAX_ARRAY_LENGTH + ";maxrefs=" + MAX_REFERENCES
          + ";maxbytes=" + MAX_BYTES);

  private ModelInputFilter() {}

  @Override
  public Status checkInput(FilterInfo info) {
    if (limits.checkInput(info) == Status.REJECTED) {
      return Status.REJECTED;
    }
    Class<?> type = info.serialClass();
    if (type == null) {
      return Status.UNDECIDED; // a limit-only check (a back-reference), already passed
    }
    while (type.isArray()) {
      type = type.getComponentType();
    }
    return type.isPrimitive() || JDK_TYPES.contains(type.getName()) || isModelType(type)
        ? Status.ALLOWED
        : Status.REJECTED;
  }

  private static boolean isModelType(Class<?> type) {
    return type.getPackageName().equals(MODEL_PACKAGE) && (type.isRecord() || type.isEnum());
  }
}
