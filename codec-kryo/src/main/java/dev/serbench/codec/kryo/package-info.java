/** {@code kryo}: Kryo 5 on the canonical records, every class registered with a fixed id. */
package dev.serbench.codec.kryo;
