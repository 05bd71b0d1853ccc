package dev.serbench.model;

import java.util.Map;

/** The "gob vs json" study's {@code map[int64]float64}; entry order carries no meaning. */
public record NumberMap(Map<Long, Double> entries) implements java.io.Serializable {}
