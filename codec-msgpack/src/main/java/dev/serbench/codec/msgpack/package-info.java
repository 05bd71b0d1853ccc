/** {@code msgpack}: MessagePack through Jackson databind (jackson-dataformat-msgpack) on the canonical records. */
package dev.serbench.codec.msgpack;
