package dev.serbench.codec.thrift;

import java.util.function.Function;
import java.util.function.Supplier;
import org.apache.thrift.TBase;

/**
 * How one canonical model type maps to its generated Thrift struct: the conversions both Thrift codecs
 * share, so that {@code thrift-compact} and {@code thrift-binary} differ only in their protocol.
 *
 * @param model the canonical record type
 * @param toStruct builds the struct from a record
 * @param newStruct an empty struct for {@code decode} to read into (the generated no-argument constructor)
 * @param toModel converts a struct back to the record
 */
record StructMapping<T, S extends TBase<S, ?>>(
    Class<T> model, Function<T, S> toStruct, Supplier<S> newStruct, Function<S, T> toModel) {}
