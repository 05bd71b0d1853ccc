package dev.serbench.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
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
 * @param reusesBuffers whether bindings reuse a writer or buffer between calls, as the library documents
 * @param variants labels of what makes this row differ from its library's plain use, such as "packed"
 * @param notes one or two sentences on how the library is used
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
    boolean reusesBuffers,
    List<String> variants,
    String notes) {

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
    variants = List.copyOf(variants);
    notes = notes == null ? "" : notes;
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
    private boolean reusesBuffers;
    private final List<String> variants = new ArrayList<>();
    private String notes = "";

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

    /** Declares reuse of a writer or buffer between calls; adds the variant label "buffer reuse". */
    public Builder reusesBuffers(boolean reusesBuffers) {
      this.reusesBuffers = reusesBuffers;
      if (reusesBuffers && !variants.contains(BUFFER_REUSE)) {
        variants.add(BUFFER_REUSE);
      }
      return this;
    }

    /** Adds a variant label (such as "packed") that sets this row apart from its library's plain use. */
    public Builder variant(String label) {
      variants.add(label);
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
          crossLanguage, timestampPrecision, reusesBuffers, variants, notes);
    }
  }

  /** The variant label of codecs that reuse buffers. */
  public static final String BUFFER_REUSE = "buffer reuse";
}
