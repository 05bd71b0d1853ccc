/** {@code bson}: BSON through MongoDB's {@code bson} codecs (its record codec) on the canonical records. */
package dev.serbench.codec.bson;
