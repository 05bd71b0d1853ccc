package dev.serbench.api;

/**
 * The logical schema of each dataset family, written once: every schema file and every codec writes
 * these fields this way (a format lacking a construct uses its idiom, commented in the schema).
 */
public final class FieldRules {

  /**
   * The one rule for every timestamp field of every dataset. Binary formats with a schema write the
   * seconds and nanoseconds since the epoch, which hold Go's zero time (year 1) at nanosecond
   * precision where 64-bit nanoseconds since 1970 stop at the years 1678 and 2262.
   */
  public static final String TIMESTAMP = "timestamp: an instant of years 1 to 9999 at nanosecond precision, UTC;"
      + " binary schema formats write {seconds int64, nanos int32 0..999999999} since 1970-01-01T00:00:00Z"
      + " (negative seconds before 1970, nanos always forward); formats with a native type that holds it"
      + " exactly use that type (protobuf google.protobuf.Timestamp, MessagePack timestamp extension -1,"
      + " CBOR tag 1001 {1: seconds, -9: nanos}); text formats write ISO-8601 UTC strings, as the studies'"
      + " JSON does; JVM-only formats write their library's own Instant form";

  static final String PERSON = "name: string (16 ASCII letters); birthDay: timestamp; phone: string"
      + " (10 digits); siblings: int32 (0-4); spouse: bool; money: float64";
  static final String STRUCTS = "id: int64; name, field1: string; field2, field3: optional string (absent is"
      + " not \"\"); createdAt, updatedAt: timestamp; field4: float64; small, medium1, medium2: record;"
      + " medium3: optional record; lists: list of records";
  static final String MAPS = "entries: map int64 -> float64 (entry order carries no meaning; formats"
      + " without such maps write a list of {key, value} entries); lists: list of maps";
  static final String GPB = "ids: int64; age: uint64 (a long with the same bits); names, country, someStr:"
      + " string; countryBytes: bytes; balance: float64; createdAt, updatedAt, deletedAt: timestamp;"
      + " complex: map string -> Huge; lists: list of records";
  static final String EVENT = "id: int64; message: UTF-8 string (value 0 all 'x'; values 1-7 mixed text"
      + " with JSON escapes and 2- to 4-byte characters, of the same UTF-8 size)";
  static final String MEDIA = "width, height, bitrate: int32 (bitrate optional); duration, size: int64;"
      + " uri, format: string; title, copyright: optional string; persons: list of string; player, size:"
      + " enum by name or ordinal";

  private FieldRules() {}
}
