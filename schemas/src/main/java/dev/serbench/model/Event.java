package dev.serbench.model;

/** The JSON-vs-binary payload study's {@code Event}: a fixed id and a message of a given size. */
public record Event(long id, String message) implements java.io.Serializable {}
