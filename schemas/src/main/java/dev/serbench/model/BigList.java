package dev.serbench.model;

import java.util.List;

/** A list of {@link Big} values (the "gob vs json" study's slices). */
public record BigList(List<Big> items) implements java.io.Serializable {}
