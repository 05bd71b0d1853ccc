package dev.serbench.model;

import java.util.List;

/** The MediaContent value of eishay/jvm-serializers: one {@link Media} and its {@link Image}s. */
public record MediaContent(Media media, List<Image> images) implements java.io.Serializable {}
