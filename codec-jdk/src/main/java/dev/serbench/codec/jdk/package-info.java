/** {@code jdk}: java.io serialization of the canonical records, read back behind an allow-list filter. */
package dev.serbench.codec.jdk;
