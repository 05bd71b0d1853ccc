/**
 * fastjson2 codecs: {@code fastjson2} (its JSON) and {@code fastjson2-jsonb} (its binary JSONB), both on the
 * canonical records.
 */
package dev.serbench.codec.fastjson2;
