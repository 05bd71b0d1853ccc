/** {@code gson}: JSON through Gson on the canonical records. */
package dev.serbench.codec.gson;
