package dev.serbench.codec.wire;

import com.squareup.wire.Message;
import com.squareup.wire.ProtoAdapter;
import java.util.function.Function;

/**
 * How one canonical model type maps to the message Wire generated for it.
 *
 * @param model the canonical record type
 * @param toMessage builds the message from a record
 * @param adapter the generated message's {@code ADAPTER}, which encodes and decodes it
 * @param toModel converts a message back to the record
 */
record WireMapping<T, M extends Message<M, ?>>(
    Class<T> model, Function<T, M> toMessage, ProtoAdapter<M> adapter, Function<M, T> toModel) {}
