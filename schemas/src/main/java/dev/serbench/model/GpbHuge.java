package dev.serbench.model;

import java.util.List;

/** gob-proto-bench's {@code Huge} struct: lists of 50, 256 and 1024 {@link GpbBig} values. */
public record GpbHuge(List<GpbBig> bigs50, List<GpbBig> bigs256, List<GpbBig> bigs1024) implements java.io.Serializable {}
