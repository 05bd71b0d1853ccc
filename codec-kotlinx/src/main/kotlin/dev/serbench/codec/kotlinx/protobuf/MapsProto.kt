package dev.serbench.codec.kotlinx.protobuf

import dev.serbench.model.NumberMap
import dev.serbench.model.NumberMapList
import kotlinx.serialization.Serializable

/**
 * `maps.proto`'s NumberMap: kotlinx.serialization writes a Map as protobuf's map field, repeated
 * entries {key = 1, value = 2}, int64 keys included, so the DTO holds the model's map itself.
 */
@Serializable
internal data class ProtoNumberMap(val entries: Map<Long, Double> = emptyMap())

/** `maps.proto`'s NumberMapList. */
@Serializable
internal data class ProtoNumberMapList(val maps: List<ProtoNumberMap> = emptyList())

internal fun NumberMap.toProto() = ProtoNumberMap(entries())

internal fun ProtoNumberMap.toModel() = NumberMap(entries)

internal fun NumberMapList.toProto() = ProtoNumberMapList(maps().map { it.toProto() })

internal fun ProtoNumberMapList.toModel() = NumberMapList(maps.map { it.toModel() })
