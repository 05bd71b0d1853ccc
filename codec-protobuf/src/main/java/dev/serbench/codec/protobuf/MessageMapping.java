package dev.serbench.codec.protobuf;

import com.google.protobuf.MessageLite;
import com.google.protobuf.Parser;
import java.util.function.Function;

/**
 * How one canonical model type maps to its generated message: the conversions both protobuf codecs
 * share, so that {@code protobuf} and {@code protobuf-build} differ only in what they time.
 *
 * @param model the canonical record type
 * @param toMessage builds the message from a record
 * @param parser the generated message's parser ({@code Xxx.parser()}, what {@code Xxx.parseFrom} uses)
 * @param toModel converts a message back to the record
 */
record MessageMapping<T, M extends MessageLite>(
    Class<T> model, Function<T, M> toMessage, Parser<M> parser, Function<M, T> toModel) {}
