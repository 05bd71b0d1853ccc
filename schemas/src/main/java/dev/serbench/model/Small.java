package dev.serbench.model;

/** The "gob vs json" study's {@code Small} struct. */
public record Small(long id, String name) implements java.io.Serializable {}
