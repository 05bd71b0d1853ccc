package dev.serbench.model;

import java.time.Instant;

/**
 * The "gob vs json" study's {@code Medium} struct.
 *
 * @param field2 optional: null when absent
 * @param field3 optional: null when absent
 */
public record Medium(
    long id,
    String name,
    Instant createdAt,
    Instant updatedAt,
    String field1,
    String field2,
    String field3,
    double field4,
    Small small) implements java.io.Serializable {}
