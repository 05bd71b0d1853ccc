package dev.serbench.model;

import java.util.List;

/** A list of {@link GpbMedium} values (gob-proto-bench's slices). */
public record GpbMediumList(List<GpbMedium> items) implements java.io.Serializable {}
