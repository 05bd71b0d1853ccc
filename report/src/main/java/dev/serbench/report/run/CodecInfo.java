package dev.serbench.report.run;

import java.util.ArrayList;
import java.util.List;

/**
 * What a codec declared about itself (metadata.json {@code codecs[]}); null booleans mean "not declared".
 *
 * @param floor a floor ({@code raw}, {@code memcpy}, {@code noop}): a bound to read libraries against, not a library
 * @param timestampRepresentation how it writes a timestamp field; empty when metadata.json does not say
 * @param operations the operations its rows time; empty when metadata.json does not say (runs before
 *     the field existed), which means encode and decode
 */
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
    String timestampRepresentation,
    Boolean reusesBuffers,
    List<String> variants,
    List<String> fidelityRules,
    String notes,
    boolean floor,
    List<Op> operations,
    String module) {

  public CodecInfo(String id, String format, String library, String libraryVersion, String encoding,
      Boolean schemaRequired, String api, Boolean zeroCopy, Boolean crossLanguage, String timestampPrecision,
      String timestampRepresentation, Boolean reusesBuffers, List<String> variants, List<String> fidelityRules,
      String notes, boolean floor, List<Op> operations) {
    this(id, format, library, libraryVersion, encoding, schemaRequired, api, zeroCopy, crossLanguage,
        timestampPrecision, timestampRepresentation, reusesBuffers, variants, fidelityRules, notes, floor, operations,
        "");
  }

  /** The label of a floor, shown even when metadata.json does not list it among the variants. */
  public static final String FLOOR_LABEL = "floor";

  /** The id with its variant labels, as table cells show it: {@code capnp-packed (packed)}. */
  public String label() {
    return label(List.of());
  }

  /** The id with its variant labels and {@code extra} labels of one pair: {@code flatbuffers (access, unsafe)}. */
  public String label(List<String> extra) {
    List<String> labels = new ArrayList<>(variants);
    if (floor && !labels.contains(FLOOR_LABEL)) {
      labels.add(FLOOR_LABEL);
    }
    extra.stream().filter(l -> !labels.contains(l)).forEach(labels::add);
    return labels.isEmpty() ? id : id + " (" + String.join(", ", labels) + ")";
  }

  /** Whether the codec's rows time {@code op} (encode and decode when the metadata does not say). */
  public boolean times(Op op) {
    return operations.isEmpty() ? Op.ENCODE_DECODE.contains(op) : operations.contains(op);
  }

  /** Whether the codec times only one of encode and decode (a variant such as "reused output" or "access"). */
  public boolean partial() {
    return !times(Op.ENCODE) || !times(Op.DECODE);
  }

  /** A codec the metadata does not describe (it only appears in jmh.json). */
  public static CodecInfo undeclared(String id) {
    return new CodecInfo(id, "", "", "", "", null, "", null, null, "", "", null, List.of(), List.of(),
        "not described in metadata.json", false, List.of());
  }
}
