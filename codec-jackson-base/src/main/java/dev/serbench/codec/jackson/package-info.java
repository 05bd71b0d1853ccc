/**
 * What every Jackson 2 databind codec shares: {@link dev.serbench.codec.jackson.JacksonDatabindCodec}, the
 * base of the rows, and {@link dev.serbench.codec.jackson.JacksonBinding}, their one binding. A Jackson codec
 * module supplies its format, its timestamp handling, its notes and its mapper only.
 */
package dev.serbench.codec.jackson;
