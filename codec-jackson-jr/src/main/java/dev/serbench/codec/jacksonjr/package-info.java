/** {@code jackson-jr}: JSON through jackson-jr-objects on the canonical records. */
package dev.serbench.codec.jacksonjr;
