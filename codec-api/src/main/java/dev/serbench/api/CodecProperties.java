package dev.serbench.api;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * What a codec declares about itself, shown by {@code list} and the report so that no two rows are
 * compared without their differences in view.
 *
 * @param id stable lower-case id with dashes, such as {@code capnp-packed}
 * @param format the format family, such as "JSON", "Protocol Buffers", "Cap'n Proto"
 * @param library the library's Maven coordinates {@code group:artifact}
 * @param libraryVersion the library's version as found on the classpath
 * @param encoding text or binary
 * @param schemaRequired whether writer and reader need a schema (IDL or generated classes)
 * @param api how the library reaches the values
 * @param zeroCopy whether the format can read fields in place from the bytes without parsing them
 *     first (serbench still reads every field in {@code decode})
 * @param crossLanguage whether other languages read the bytes with maintained libraries
 * @param timestampPrecision the finest timestamp unit kept; coarser than nanoseconds is a fidelity rule
 * @param timestampRepresentation how the codec writes a timestamp field (see {@link FieldRules#TIMESTAMP}),
 *     such as "{seconds int64, nanos int32} (google.protobuf.Timestamp)" or "ISO-8601 string"; empty
 *     when not declared
 * @param reusesBuffers whether bindings reuse a writer or buffer between calls, as the library documents
 * @param variants labels of what makes this row differ from its library's plain use, such as "packed"
 * @param notes one or two sentences on how the library is used
 * @param floor whether this is a floor (raw, memcpy, noop): a bound no library codec can beat, shown
 *     in every table, not a library
 * @param operations the operations this codec's rows time (see {@link Operation})
 */
public record CodecProperties(
    String id,
    String format,
    String library,
    String libraryVersion,
    Encoding encoding,
    boolean schemaRequired,
    ApiKind api,
    boolean zeroCopy,
    boolean crossLanguage,
    TimePrecision timestampPrecision,
    String timestampRepresentation,
    boolean reusesBuffers,
    List<String> variants,
    String notes,
    boolean floor,
    Set<Operation> operations,
    List<String> jvmArgs) {

  private static final Pattern ID = Pattern.compile("[a-z0-9]+(-[a-z0-9]+)*");

  public CodecProperties {
    Objects.requireNonNull(id, "id");
    if (!ID.matcher(id).matches()) {
      throw new IllegalArgumentException("codec id '" + id + "' must be lower-case words joined by dashes");
    }
    Objects.requireNonNull(format, "format of " + id);
    Objects.requireNonNull(library, "library of " + id);
    Objects.requireNonNull(libraryVersion, "libraryVersion of " + id);
    Objects.requireNonNull(encoding, "encoding of " + id);
    Objects.requireNonNull(api, "api of " + id);
    Objects.requireNonNull(timestampPrecision, "timestampPrecision of " + id);
    timestampRepresentation = timestampRepresentation == null ? "" : timestampRepresentation;
    variants = List.copyOf(variants);
    notes = notes == null ? "" : notes;
    Objects.requireNonNull(operations, "operations of " + id);
    if (operations.isEmpty()) {
      throw new IllegalArgumentException("codec '" + id + "' times no operation");
    }
    operations = Collections.unmodifiableSet(EnumSet.copyOf(operations));
    jvmArgs = jvmArgs == null ? List.of() : List.copyOf(jvmArgs);
  }

  /** Whether this codec's rows time {@code operation}. */
  public boolean times(Operation operation) {
    return operations.contains(operation);
  }

  /**
   * The fidelity rules in force: what validation forgives because the codec declared it. Empty when
   * the codec keeps every value exactly.
   */
  public List<String> fidelityRules() {
    List<String> rules = new ArrayList<>();
    if (timestampPrecision != TimePrecision.NANOS) {
      rules.add("timestamps truncated to " + timestampPrecision.label());
    }
    return rules;
  }

  /** Starts properties for the codec {@code id} of library {@code group:artifact}, its version read from the classpath. */
  public static Builder builder(String id, String library) {
    return new Builder(id, library);
  }

  /** Builds {@link CodecProperties}; defaults: binary, no schema, reflection, nanosecond timestamps. */
  public static final class Builder {
    private final String id;
    private final String library;
    private String libraryVersion;
    private String format;
    private Encoding encoding = Encoding.BINARY;
    private boolean schemaRequired;
    private ApiKind api = ApiKind.REFLECTION;
    private boolean zeroCopy;
    private boolean crossLanguage;
    private TimePrecision timestampPrecision = TimePrecision.NANOS;
    private String timestampRepresentation = "";
    private boolean reusesBuffers;
    private final List<String> variants = new ArrayList<>();
    private String notes = "";
    private boolean floor;
    private Set<Operation> operations = EnumSet.of(Operation.ENCODE, Operation.DECODE);
    private final List<String> jvmArgs = new ArrayList<>();

    private Builder(String id, String library) {
      this.id = id;
      this.library = library;
    }

    public Builder format(String format) {
      this.format = format;
      return this;
    }

    public Builder encoding(Encoding encoding) {
      this.encoding = encoding;
      return this;
    }

    public Builder schemaRequired(boolean schemaRequired) {
      this.schemaRequired = schemaRequired;
      return this;
    }

    public Builder api(ApiKind api) {
      this.api = api;
      return this;
    }

    public Builder zeroCopy(boolean zeroCopy) {
      this.zeroCopy = zeroCopy;
      return this;
    }

    public Builder crossLanguage(boolean crossLanguage) {
      this.crossLanguage = crossLanguage;
      return this;
    }

    public Builder timestampPrecision(TimePrecision timestampPrecision) {
      this.timestampPrecision = timestampPrecision;
      return this;
    }

    /**
     * How the codec writes a timestamp field, following {@link FieldRules#TIMESTAMP}: for example
     * "{seconds int64, nanos int32} (google.protobuf.Timestamp)", "MessagePack timestamp extension (-1)",
     * "ISO-8601 string".
     */
    public Builder timestamps(String representation) {
      this.timestampRepresentation = representation;
      return this;
    }

    /**
     * Declares reuse of a writer, encoder or internal buffer between calls (each encode still returns a
     * new array); adds the variant label {@value #BUFFER_REUSE}.
     */
    public Builder reusesBuffers(boolean reusesBuffers) {
      this.reusesBuffers = reusesBuffers;
      if (reusesBuffers && !variants.contains(BUFFER_REUSE)) {
        variants.add(BUFFER_REUSE);
      }
      return this;
    }

    /**
     * Declares a variant whose bindings write into one reused output array ({@link ReusedOutput}); adds
     * the label {@value #REUSED_OUTPUT} and implies {@link #reusesBuffers}.
     */
    public Builder reusedOutput() {
      reusesBuffers(true);
      variants.add(REUSED_OUTPUT);
      return this;
    }

    /** Declares a floor (see {@link CodecProperties#floor()}); adds the label {@value #FLOOR}. */
    public Builder floor() {
      this.floor = true;
      variants.add(FLOOR);
      return this;
    }

    /** The operations this codec's rows time; default encode and decode. */
    public Builder operations(Operation first, Operation... rest) {
      this.operations = EnumSet.of(first, rest);
      return this;
    }

    /** Adds a variant label (such as "packed") that sets this row apart from its library's plain use. */
    public Builder variant(String label) {
      variants.add(label);
      return this;
    }

    /**
     * JVM options the library needs in the JVMs that time it (for example {@code --add-opens} on newer
     * JDKs): the harness adds them to every JVM that runs this codec and records them, so that they are
     * declared by the codec, never hard-coded in the harness.
     */
    public Builder jvmArgs(String... args) {
      jvmArgs.addAll(List.of(args));
      return this;
    }

    public Builder notes(String notes) {
      this.notes = notes;
      return this;
    }

    /** Overrides the version read from the classpath (for libraries that publish no pom.properties). */
    public Builder libraryVersion(String libraryVersion) {
      this.libraryVersion = libraryVersion;
      return this;
    }

    public CodecProperties build() {
      String version = libraryVersion != null ? libraryVersion : LibraryVersion.of(library);
      return new CodecProperties(id, format, library, version, encoding, schemaRequired, api, zeroCopy,
          crossLanguage, timestampPrecision, timestampRepresentation, reusesBuffers, variants, notes, floor, operations,
          List.copyOf(jvmArgs));
    }
  }

  /** The variant label of codecs that reuse a writer or internal buffer but return a new array. */
  public static final String BUFFER_REUSE = "reused writer";
  /** The variant label of codecs that write every message into one reused output array. */
  public static final String REUSED_OUTPUT = "reused output";
  /** The variant label of decoders that read one field of the root in place. */
  public static final String ACCESS = "access";
  /** The variant label of decoders that read every field in place without building objects. */
  public static final String READ = "read";
  /** The variant label of floors. */
  public static final String FLOOR = "floor";
  /** The label validation gives a codec whose decoded values change when the input bytes are overwritten. */
  public static final String UNSAFE = "unsafe";
}
