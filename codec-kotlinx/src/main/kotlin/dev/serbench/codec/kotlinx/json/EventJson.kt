package dev.serbench.codec.kotlinx.json

import dev.serbench.model.Event
import kotlinx.serialization.Serializable

/** [Event]'s JSON. */
@Serializable
internal data class JsonEvent(val id: Long, val message: String)

internal fun Event.toJson() = JsonEvent(id(), message())

internal fun JsonEvent.toModel() = Event(id, message)
