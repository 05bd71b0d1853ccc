/** {@code ion}: Amazon Ion binary through Jackson databind (jackson-dataformat-ion over ion-java) on the canonical records. */
package dev.serbench.codec.ion;
