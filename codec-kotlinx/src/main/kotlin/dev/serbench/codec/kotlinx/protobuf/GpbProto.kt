package dev.serbench.codec.kotlinx.protobuf

import dev.serbench.model.GpbBig
import dev.serbench.model.GpbBigList
import dev.serbench.model.GpbComplex
import dev.serbench.model.GpbComplexList
import dev.serbench.model.GpbHuge
import dev.serbench.model.GpbHugeList
import dev.serbench.model.GpbMedium
import dev.serbench.model.GpbMediumList
import dev.serbench.model.GpbTiny
import dev.serbench.model.GpbTinyList
import kotlinx.serialization.Serializable

/** `gpb.proto`'s GpbTiny. */
@Serializable
internal data class ProtoGpbTiny(val tinyId: Long = 0, val someStr: String = "")

/** `gpb.proto`'s GpbMedium. */
@Serializable
internal data class ProtoGpbMedium(
  val mediumId: Long = 0,
  val firstName: String = "",
  val lastName: String = "",
  val balance: Double = 0.0,
  val createdAt: ProtoTimestamp,
  val tiny: ProtoGpbTiny,
)

/**
 * `gpb.proto`'s GpbBig: `age` is a uint64 there; a Long is written as the same varint (int64's and
 * uint64's encodings agree bit for bit). `countryBytes` is a `bytes` field, how the format writes a
 * ByteArray.
 */
@Serializable
internal data class ProtoGpbBig(
  val bigId: Long = 0,
  val age: Long = 0,
  val country: String = "",
  val countryBytes: ByteArray = ByteArray(0),
  val createdAt: ProtoTimestamp,
  val updatedAt: ProtoTimestamp,
  val deletedAt: ProtoTimestamp,
  val tiny: ProtoGpbTiny,
  val medium: ProtoGpbMedium,
)

/** `gpb.proto`'s GpbHuge. */
@Serializable
internal data class ProtoGpbHuge(
  val bigs50: List<ProtoGpbBig> = emptyList(),
  val bigs256: List<ProtoGpbBig> = emptyList(),
  val bigs1024: List<ProtoGpbBig> = emptyList(),
)

/** `gpb.proto`'s GpbComplex: a protobuf map field. */
@Serializable
internal data class ProtoGpbComplex(val huges: Map<String, ProtoGpbHuge> = emptyMap())

/** `gpb.proto`'s GpbTinyList. */
@Serializable
internal data class ProtoGpbTinyList(val items: List<ProtoGpbTiny> = emptyList())

/** `gpb.proto`'s GpbMediumList. */
@Serializable
internal data class ProtoGpbMediumList(val items: List<ProtoGpbMedium> = emptyList())

/** `gpb.proto`'s GpbBigList. */
@Serializable
internal data class ProtoGpbBigList(val items: List<ProtoGpbBig> = emptyList())

/** `gpb.proto`'s GpbHugeList. */
@Serializable
internal data class ProtoGpbHugeList(val items: List<ProtoGpbHuge> = emptyList())

/** `gpb.proto`'s GpbComplexList. */
@Serializable
internal data class ProtoGpbComplexList(val items: List<ProtoGpbComplex> = emptyList())

internal fun GpbTiny.toProto() = ProtoGpbTiny(tinyId(), someStr())

internal fun ProtoGpbTiny.toModel() = GpbTiny(tinyId, someStr)

internal fun GpbMedium.toProto() =
  ProtoGpbMedium(mediumId(), firstName(), lastName(), balance(), createdAt().toProto(), tiny().toProto())

internal fun ProtoGpbMedium.toModel() =
  GpbMedium(mediumId, firstName, lastName, balance, createdAt.toModel(), tiny.toModel())

internal fun GpbBig.toProto() = ProtoGpbBig(bigId(), age(), country(), countryBytes(), createdAt().toProto(),
  updatedAt().toProto(), deletedAt().toProto(), tiny().toProto(), medium().toProto())

internal fun ProtoGpbBig.toModel() = GpbBig(bigId, age, country, countryBytes, createdAt.toModel(),
  updatedAt.toModel(), deletedAt.toModel(), tiny.toModel(), medium.toModel())

internal fun GpbHuge.toProto() =
  ProtoGpbHuge(bigs50().map { it.toProto() }, bigs256().map { it.toProto() }, bigs1024().map { it.toProto() })

internal fun ProtoGpbHuge.toModel() =
  GpbHuge(bigs50.map { it.toModel() }, bigs256.map { it.toModel() }, bigs1024.map { it.toModel() })

internal fun GpbComplex.toProto() = ProtoGpbComplex(huges().mapValues { it.value.toProto() })

internal fun ProtoGpbComplex.toModel() = GpbComplex(huges.mapValues { it.value.toModel() })

internal fun GpbTinyList.toProto() = ProtoGpbTinyList(items().map { it.toProto() })

internal fun ProtoGpbTinyList.toModel() = GpbTinyList(items.map { it.toModel() })

internal fun GpbMediumList.toProto() = ProtoGpbMediumList(items().map { it.toProto() })

internal fun ProtoGpbMediumList.toModel() = GpbMediumList(items.map { it.toModel() })

internal fun GpbBigList.toProto() = ProtoGpbBigList(items().map { it.toProto() })

internal fun ProtoGpbBigList.toModel() = GpbBigList(items.map { it.toModel() })

internal fun GpbHugeList.toProto() = ProtoGpbHugeList(items().map { it.toProto() })

internal fun ProtoGpbHugeList.toModel() = GpbHugeList(items.map { it.toModel() })

internal fun GpbComplexList.toProto() = ProtoGpbComplexList(items().map { it.toProto() })

internal fun ProtoGpbComplexList.toModel() = GpbComplexList(items.map { it.toModel() })
