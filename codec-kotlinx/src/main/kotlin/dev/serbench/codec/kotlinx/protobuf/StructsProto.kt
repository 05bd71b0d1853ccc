package dev.serbench.codec.kotlinx.protobuf

import dev.serbench.model.Big
import dev.serbench.model.BigList
import dev.serbench.model.Medium
import dev.serbench.model.MediumList
import dev.serbench.model.Small
import dev.serbench.model.SmallList
import kotlinx.serialization.Serializable

/** `structs.proto`'s Small. */
@Serializable
internal data class ProtoSmall(val id: Long = 0, val name: String = "")

/**
 * `structs.proto`'s Medium: the `optional` strings are nullable and absent when null, so null and `""`
 * stay apart.
 */
@Serializable
internal data class ProtoMedium(
  val id: Long = 0,
  val name: String = "",
  val createdAt: ProtoTimestamp,
  val updatedAt: ProtoTimestamp,
  val field1: String = "",
  val field2: String? = null,
  val field3: String? = null,
  val field4: Double = 0.0,
  val small: ProtoSmall,
)

/** `structs.proto`'s Big: `medium3` is absent when null. */
@Serializable
internal data class ProtoBig(
  val id: Long = 0,
  val name: String = "",
  val createdAt: ProtoTimestamp,
  val updatedAt: ProtoTimestamp,
  val field1: String = "",
  val field2: String? = null,
  val field3: String? = null,
  val field4: Double = 0.0,
  val medium1: ProtoMedium,
  val medium2: ProtoMedium,
  val medium3: ProtoMedium? = null,
)

/** `structs.proto`'s SmallList. */
@Serializable
internal data class ProtoSmallList(val items: List<ProtoSmall> = emptyList())

/** `structs.proto`'s MediumList. */
@Serializable
internal data class ProtoMediumList(val items: List<ProtoMedium> = emptyList())

/** `structs.proto`'s BigList. */
@Serializable
internal data class ProtoBigList(val items: List<ProtoBig> = emptyList())

internal fun Small.toProto() = ProtoSmall(id(), name())

internal fun ProtoSmall.toModel() = Small(id, name)

internal fun Medium.toProto() = ProtoMedium(id(), name(), createdAt().toProto(), updatedAt().toProto(), field1(),
  field2(), field3(), field4(), small().toProto())

internal fun ProtoMedium.toModel() = Medium(id, name, createdAt.toModel(), updatedAt.toModel(), field1, field2,
  field3, field4, small.toModel())

internal fun Big.toProto() = ProtoBig(id(), name(), createdAt().toProto(), updatedAt().toProto(), field1(), field2(),
  field3(), field4(), medium1().toProto(), medium2().toProto(), medium3()?.toProto())

internal fun ProtoBig.toModel() = Big(id, name, createdAt.toModel(), updatedAt.toModel(), field1, field2, field3,
  field4, medium1.toModel(), medium2.toModel(), medium3?.toModel())

internal fun SmallList.toProto() = ProtoSmallList(items().map { it.toProto() })

internal fun ProtoSmallList.toModel() = SmallList(items.map { it.toModel() })

internal fun MediumList.toProto() = ProtoMediumList(items().map { it.toProto() })

internal fun ProtoMediumList.toModel() = MediumList(items.map { it.toModel() })

internal fun BigList.toProto() = ProtoBigList(items().map { it.toProto() })

internal fun ProtoBigList.toModel() = BigList(items.map { it.toModel() })
