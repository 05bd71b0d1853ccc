package dev.serbench.model;

import java.util.List;

/** A list of {@link Medium} values (the "gob vs json" study's slices). */
public record MediumList(List<Medium> items) implements java.io.Serializable {}
