package dev.serbench.model;

import java.util.List;

/** A list of {@link Small} values (the "gob vs json" study's slices). */
public record SmallList(List<Small> items) implements java.io.Serializable {}
