/** {@code cbor}: CBOR through Jackson databind (jackson-dataformat-cbor) on the canonical records. */
package dev.serbench.codec.cbor;
