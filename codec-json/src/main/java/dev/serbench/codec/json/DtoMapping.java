package dev.serbench.codec.json;

import java.util.function.Function;

/**
 * How one canonical model type maps to the dsl-json DTO that mirrors its JSON.
 *
 * @param model the canonical record type
 * @param dto the {@code @CompiledJson} DTO type
 * @param fromModel canonical value to DTO (json-dsl's fromModel, timed on its own)
 * @param toModel DTO to canonical value (json-dsl's toModel, timed on its own)
 */
record DtoMapping<T, D>(Class<T> model, Class<D> dto, Function<T, D> fromModel, Function<D, T> toModel) {}
