/** {@code protostuff}: protostuff's runtime schemas over codec-pojo's mirror classes, in the protostuff format. */
package dev.serbench.codec.protostuff;
