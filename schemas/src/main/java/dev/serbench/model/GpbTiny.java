package dev.serbench.model;

/** gob-proto-bench's {@code Tiny} struct. */
public record GpbTiny(long tinyId, String someStr) implements java.io.Serializable {}
