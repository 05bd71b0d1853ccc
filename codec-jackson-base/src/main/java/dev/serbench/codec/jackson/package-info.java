/**
 * What every Jackson-format codec shares: {@link dev.serbench.codec.jackson.JacksonBinding} and
 * {@link dev.serbench.codec.jackson.JacksonModel}. A Jackson codec module supplies its mapper builder and
 * its properties only.
 */
package dev.serbench.codec.jackson;
