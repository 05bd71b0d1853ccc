package dev.serbench.codec.kotlinx.protobuf

import java.time.Instant
import kotlinx.serialization.Serializable

/**
 * `google.protobuf.Timestamp` {seconds int64 = 1, nanos int32 = 2}: seconds since 1970 (negative
 * before) and nanoseconds in [0, 10^9), as [Instant] holds them, so every instant maps exactly.
 *
 * kotlinx.serialization's own InstantComponentSerializer writes the same two fields but requires
 * the seconds on reading, which protobuf-java leaves out when they are 0 (1970-01-01T00:00:00.000000001Z),
 * so this message is declared as the well-known type is, both fields defaulting to 0.
 */
@Serializable
internal data class ProtoTimestamp(val seconds: Long = 0, val nanos: Int = 0)

internal fun Instant.toProto() = ProtoTimestamp(epochSecond, nano)

internal fun ProtoTimestamp.toModel(): Instant = Instant.ofEpochSecond(seconds, nanos.toLong())
