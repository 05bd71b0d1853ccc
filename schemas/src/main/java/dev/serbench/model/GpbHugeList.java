package dev.serbench.model;

import java.util.List;

/** A list of {@link GpbHuge} values (gob-proto-bench's slices). */
public record GpbHugeList(List<GpbHuge> items) implements java.io.Serializable {}
