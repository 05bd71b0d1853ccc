package dev.serbench.codec.kotlinx.json

import dev.serbench.model.NumberMap
import dev.serbench.model.NumberMapList
import kotlinx.serialization.Serializable

/**
 * [NumberMap]'s JSON: kotlinx.serialization writes the int64 keys of a map as JSON strings and parses
 * them back, as Jackson does, so the DTO holds the model's map itself.
 */
@Serializable
internal data class JsonNumberMap(val entries: Map<Long, Double>)

/** [NumberMapList]'s JSON. */
@Serializable
internal data class JsonNumberMapList(val maps: List<JsonNumberMap>)

internal fun NumberMap.toJson() = JsonNumberMap(entries())

internal fun JsonNumberMap.toModel() = NumberMap(entries)

internal fun NumberMapList.toJson() = JsonNumberMapList(maps().map { it.toJson() })

internal fun JsonNumberMapList.toModel() = NumberMapList(maps.map { it.toModel() })
