package dev.serbench.model;

import java.time.Instant;

/**
 * The "gob vs json" study's {@code Big} struct.
 *
 * @param field2 optional: null when absent
 * @param field3 optional: null when absent
 * @param medium3 optional: null when absent
 */
public record Big(
    long id,
    String name,
    Instant createdAt,
    Instant updatedAt,
    String field1,
    String field2,
    String field3,
    double field4,
    Medium medium1,
    Medium medium2,
    Medium medium3) implements java.io.Serializable {}
