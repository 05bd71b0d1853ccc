/** {@code smile}: Smile, Jackson's binary JSON, through Jackson databind (jackson-dataformat-smile) on the canonical records. */
package dev.serbench.codec.smile;
