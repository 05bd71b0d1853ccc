/**
 * JSON codecs: {@code json-jackson} (Jackson databind on the canonical records), its Blackbird variant
 * {@code json-jackson-blackbird}, and {@code json-dsl} (dsl-json with converters its annotation processor
 * generates for the DTOs of this package).
 */
package dev.serbench.codec.json;
