/** {@code fory}: Apache Fory in Java mode on the canonical records, every class registered with a fixed id. */
package dev.serbench.codec.fory;
