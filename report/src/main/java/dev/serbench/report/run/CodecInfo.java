package dev.serbench.report.run;

import java.util.List;

/** What a codec declared about itself (metadata.json {@code codecs[]}); null booleans mean "not declared". */
public record CodecInfo(
    String id,
    String format,
    String library,
    String libraryVersion,
    String encoding,
    Boolean schemaRequired,
    String api,
    Boolean zeroCopy,
    Boolean crossLanguage,
    String timestampPrecision,
    Boolean reusesBuffers,
    List<String> variants,
    List<String> fidelityRules,
    String notes) {

  /** The id with its variant labels, as table cells show it: {@code capnp-packed (packed)}. */
  public String label() {
    return variants.isEmpty() ? id : id + " (" + String.join(", ", variants) + ")";
  }

  /** A codec the metadata does not describe (it only appears in jmh.json). */
  public static CodecInfo undeclared(String id) {
    return new CodecInfo(id, "", "", "", "", null, "", null, null, "", null, List.of(), List.of(),
        "not described in metadata.json");
  }
}
