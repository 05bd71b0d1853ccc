package dev.serbench.model;

import java.util.List;

/** A list of {@link GpbComplex} values (gob-proto-bench's slices). */
public record GpbComplexList(List<GpbComplex> items) implements java.io.Serializable {}
