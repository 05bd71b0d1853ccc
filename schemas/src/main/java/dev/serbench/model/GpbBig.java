package dev.serbench.model;

import java.time.Instant;

/**
 * gob-proto-bench's {@code Big} struct.
 *
 * @param age an unsigned 64-bit value in Go, held here in a long with the same bits
 * @param countryBytes the UTF-8 bytes of the country name
 */
public record GpbBig(
    long bigId,
    long age,
    String country,
    byte[] countryBytes,
    Instant createdAt,
    Instant updatedAt,
    Instant deletedAt,
    GpbTiny tiny,
    GpbMedium medium) implements java.io.Serializable {}
