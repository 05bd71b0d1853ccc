package dev.serbench.report.run;

/**
 * A dataset as metadata.json describes it ({@code datasets[]}).
 *
 * @param fieldRules the logical schema of its fields; empty when metadata.json does not say
 */
public record DatasetInfo(
    String id, String family, String description, boolean large, long values, long payloadBytes, long elements,
    String fieldRules) {

  /** The family given to datasets that appear in jmh.json but not in metadata.json. */
  public static final String UNLISTED_FAMILY = "unlisted";

  public static DatasetInfo undeclared(String id) {
    return new DatasetInfo(id, UNLISTED_FAMILY, "not described in metadata.json", false, 0, 0, 0, "");
  }
}
