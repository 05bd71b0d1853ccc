package dev.serbench.codec.kotlinx.json

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
import kotlin.time.Instant
import kotlin.time.toJavaInstant
import kotlin.time.toKotlinInstant
import kotlinx.serialization.Serializable

/** [GpbTiny]'s JSON. */
@Serializable
internal data class JsonGpbTiny(val tinyId: Long, val someStr: String)

/** [GpbMedium]'s JSON. */
@Serializable
internal data class JsonGpbMedium(
  val mediumId: Long,
  val firstName: String,
  val lastName: String,
  val balance: Double,
  val createdAt: Instant,
  val tiny: JsonGpbTiny,
)

/**
 * [GpbBig]'s JSON: `age` is Go's uint64 held in a long, written as that signed long (as Jackson does);
 * `countryBytes` is base64.
 */
@Serializable
internal data class JsonGpbBig(
  val bigId: Long,
  val age: Long,
  val country: String,
  @Serializable(with = Base64Serializer::class) val countryBytes: ByteArray,
  val createdAt: Instant,
  val updatedAt: Instant,
  val deletedAt: Instant,
  val tiny: JsonGpbTiny,
  val medium: JsonGpbMedium,
)

/** [GpbHuge]'s JSON. */
@Serializable
internal data class JsonGpbHuge(val bigs50: List<JsonGpbBig>, val bigs256: List<JsonGpbBig>, val bigs1024: List<JsonGpbBig>)

/** [GpbComplex]'s JSON: a map with string keys, a JSON object. */
@Serializable
internal data class JsonGpbComplex(val huges: Map<String, JsonGpbHuge>)

/** [GpbTinyList]'s JSON. */
@Serializable
internal data class JsonGpbTinyList(val items: List<JsonGpbTiny>)

/** [GpbMediumList]'s JSON. */
@Serializable
internal data class JsonGpbMediumList(val items: List<JsonGpbMedium>)

/** [GpbBigList]'s JSON. */
@Serializable
internal data class JsonGpbBigList(val items: List<JsonGpbBig>)

/** [GpbHugeList]'s JSON. */
@Serializable
internal data class JsonGpbHugeList(val items: List<JsonGpbHuge>)

/** [GpbComplexList]'s JSON. */
@Serializable
internal data class JsonGpbComplexList(val items: List<JsonGpbComplex>)

internal fun GpbTiny.toJson() = JsonGpbTiny(tinyId(), someStr())

internal fun JsonGpbTiny.toModel() = GpbTiny(tinyId, someStr)

internal fun GpbMedium.toJson() =
  JsonGpbMedium(mediumId(), firstName(), lastName(), balance(), createdAt().toKotlinInstant(), tiny().toJson())

internal fun JsonGpbMedium.toModel() =
  GpbMedium(mediumId, firstName, lastName, balance, createdAt.toJavaInstant(), tiny.toModel())

internal fun GpbBig.toJson() = JsonGpbBig(bigId(), age(), country(), countryBytes(), createdAt().toKotlinInstant(),
  updatedAt().toKotlinInstant(), deletedAt().toKotlinInstant(), tiny().toJson(), medium().toJson())

internal fun JsonGpbBig.toModel() = GpbBig(bigId, age, country, countryBytes, createdAt.toJavaInstant(),
  updatedAt.toJavaInstant(), deletedAt.toJavaInstant(), tiny.toModel(), medium.toModel())

internal fun GpbHuge.toJson() =
  JsonGpbHuge(bigs50().map { it.toJson() }, bigs256().map { it.toJson() }, bigs1024().map { it.toJson() })

internal fun JsonGpbHuge.toModel() =
  GpbHuge(bigs50.map { it.toModel() }, bigs256.map { it.toModel() }, bigs1024.map { it.toModel() })

internal fun GpbComplex.toJson() = JsonGpbComplex(huges().mapValues { it.value.toJson() })

internal fun JsonGpbComplex.toModel() = GpbComplex(huges.mapValues { it.value.toModel() })

internal fun GpbTinyList.toJson() = JsonGpbTinyList(items().map { it.toJson() })

internal fun JsonGpbTinyList.toModel() = GpbTinyList(items.map { it.toModel() })

internal fun GpbMediumList.toJson() = JsonGpbMediumList(items().map { it.toJson() })

internal fun JsonGpbMediumList.toModel() = GpbMediumList(items.map { it.toModel() })

internal fun GpbBigList.toJson() = JsonGpbBigList(items().map { it.toJson() })

internal fun JsonGpbBigList.toModel() = GpbBigList(items.map { it.toModel() })

internal fun GpbHugeList.toJson() = JsonGpbHugeList(items().map { it.toJson() })

internal fun JsonGpbHugeList.toModel() = GpbHugeList(items.map { it.toModel() })

internal fun GpbComplexList.toJson() = JsonGpbComplexList(items().map { it.toJson() })

internal fun JsonGpbComplexList.toModel() = GpbComplexList(items.map { it.toModel() })
