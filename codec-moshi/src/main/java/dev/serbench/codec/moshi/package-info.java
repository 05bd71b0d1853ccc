/** {@code moshi}: JSON through Moshi on the canonical records. */
package dev.serbench.codec.moshi;
