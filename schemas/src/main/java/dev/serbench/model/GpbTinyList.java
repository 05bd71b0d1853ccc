package dev.serbench.model;

import java.util.List;

/** A list of {@link GpbTiny} values (gob-proto-bench's slices). */
public record GpbTinyList(List<GpbTiny> items) implements java.io.Serializable {}
