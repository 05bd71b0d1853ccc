/**
 * Mutable mirrors of the canonical records (public fields, no-argument constructors, Instants as
 * {@link dev.serbench.codec.pojo.TimestampPojo}) for reflective libraries that cannot construct Java records
 * (protostuff's runtime schemas, Avro reflect), with their conversions from and to the model. No codec of its own.
 */
package dev.serbench.codec.pojo;
