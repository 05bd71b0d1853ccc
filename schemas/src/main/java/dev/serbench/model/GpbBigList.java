package dev.serbench.model;

import java.util.List;

/** A list of {@link GpbBig} values (gob-proto-bench's slices). */
public record GpbBigList(List<GpbBig> items) implements java.io.Serializable {}
