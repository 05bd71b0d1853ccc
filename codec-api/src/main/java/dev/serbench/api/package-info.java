/**
 * The contract between serbench's harness and its codecs.
 *
 * <p>A {@link dev.serbench.api.Codec} is one serialization library used one way. It declares its
 * {@link dev.serbench.api.CodecProperties} and, for each {@link dev.serbench.api.Dataset} it supports,
 * provides a {@link dev.serbench.api.Binding}: conversion from the canonical model (not timed),
 * {@code encode} and {@code decode} (timed), and conversion back to the canonical model (for
 * validation). Codecs are found with {@link java.util.ServiceLoader}; see {@link dev.serbench.api.CodecRegistry}.
 */
package dev.serbench.api;
