package dev.serbench.codec.pojo;

import java.util.function.Function;

/**
 * How one canonical model type maps to its mutable mirror class.
 *
 * @param model the canonical record type
 * @param pojo the mirror class
 * @param fromModel canonical value to mirror (a codec's fromModel, timed on its own)
 * @param toModel mirror to canonical value (a codec's toModel, timed on its own)
 */
public record PojoMapping<T, P>(Class<T> model, Class<P> pojo, Function<T, P> fromModel, Function<P, T> toModel) {}
