/** {@code json-jackson3}: JSON through Jackson 3 databind on the canonical records. */
package dev.serbench.codec.jackson3;
