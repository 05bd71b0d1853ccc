package dev.serbench.codec.kotlinx.protobuf

import dev.serbench.model.Event
import kotlinx.serialization.Serializable

/** `event.proto`'s Event. */
@Serializable
internal data class ProtoEvent(val id: Long = 0, val message: String = "")

internal fun Event.toProto() = ProtoEvent(id(), message())

internal fun ProtoEvent.toModel() = Event(id, message)
