package dev.serbench.model;

import java.util.Map;

/** gob-proto-bench's complex map: {@code map[string]Huge}; entry order carries no meaning. */
public record GpbComplex(Map<String, GpbHuge> huges) implements java.io.Serializable {}
