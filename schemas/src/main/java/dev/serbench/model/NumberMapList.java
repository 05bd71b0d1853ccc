package dev.serbench.model;

import java.util.List;

/** The "gob vs json" study's {@code []map[int64]float64}. */
public record NumberMapList(List<NumberMap> maps) implements java.io.Serializable {}
