package dev.serbench.model;

import java.time.Instant;

/** gob-proto-bench's {@code Medium} struct. */
public record GpbMedium(long mediumId, String firstName, String lastName, double balance, Instant createdAt, GpbTiny tiny) implements java.io.Serializable {}
