package dev.serbench.codec.avro;

import java.util.function.Function;
import org.apache.avro.specific.SpecificRecordBase;

/**
 * How one canonical model type maps to its generated Avro record: the conversions both Avro codecs
 * share, so that {@code avro} and {@code avro-reuse} differ only in where encode writes.
 *
 * @param model the canonical record type
 * @param record the generated SpecificRecord class
 * @param toAvro builds the generated record from a model record
 * @param toModel converts a decoded record back to the model record
 */
record AvroMapping<T, R extends SpecificRecordBase>(
    Class<T> model, Class<R> record, Function<T, R> toAvro, Function<R, T> toModel) {}
