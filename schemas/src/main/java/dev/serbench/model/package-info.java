/**
 * The canonical data model: one plain Java record per structure that serbench measures.
 *
 * <p>Every codec converts from and to these records outside the timed part, and validation compares
 * round-tripped values with them. A {@code null} component marks an optional value that is absent;
 * only components documented as optional may be null. The records are {@code Serializable} so that
 * the {@code jdk} codec can measure built-in Java serialization on the very same classes.
 */
package dev.serbench.model;
