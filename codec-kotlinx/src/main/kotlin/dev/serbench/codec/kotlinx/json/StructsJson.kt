package dev.serbench.codec.kotlinx.json

import dev.serbench.model.Big
import dev.serbench.model.BigList
import dev.serbench.model.Medium
import dev.serbench.model.MediumList
import dev.serbench.model.Small
import dev.serbench.model.SmallList
import kotlin.time.Instant
import kotlin.time.toJavaInstant
import kotlin.time.toKotlinInstant
import kotlinx.serialization.Serializable

/** [Small]'s JSON. */
@Serializable
internal data class JsonSmall(val id: Long, val name: String)

/** [Medium]'s JSON: the optional strings are nullable (written as `null`, which `""` is not). */
@Serializable
internal data class JsonMedium(
  val id: Long,
  val name: String,
  val createdAt: Instant,
  val updatedAt: Instant,
  val field1: String,
  val field2: String?,
  val field3: String?,
  val field4: Double,
  val small: JsonSmall,
)

/** [Big]'s JSON: `medium3` is the optional record. */
@Serializable
internal data class JsonBig(
  val id: Long,
  val name: String,
  val createdAt: Instant,
  val updatedAt: Instant,
  val field1: String,
  val field2: String?,
  val field3: String?,
  val field4: Double,
  val medium1: JsonMedium,
  val medium2: JsonMedium,
  val medium3: JsonMedium?,
)

/** [SmallList]'s JSON. */
@Serializable
internal data class JsonSmallList(val items: List<JsonSmall>)

/** [MediumList]'s JSON. */
@Serializable
internal data class JsonMediumList(val items: List<JsonMedium>)

/** [BigList]'s JSON. */
@Serializable
internal data class JsonBigList(val items: List<JsonBig>)

internal fun Small.toJson() = JsonSmall(id(), name())

internal fun JsonSmall.toModel() = Small(id, name)

internal fun Medium.toJson() = JsonMedium(id(), name(), createdAt().toKotlinInstant(), updatedAt().toKotlinInstant(),
  field1(), field2(), field3(), field4(), small().toJson())

internal fun JsonMedium.toModel() = Medium(id, name, createdAt.toJavaInstant(), updatedAt.toJavaInstant(),
  field1, field2, field3, field4, small.toModel())

internal fun Big.toJson() = JsonBig(id(), name(), createdAt().toKotlinInstant(), updatedAt().toKotlinInstant(),
  field1(), field2(), field3(), field4(), medium1().toJson(), medium2().toJson(), medium3()?.toJson())

internal fun JsonBig.toModel() = Big(id, name, createdAt.toJavaInstant(), updatedAt.toJavaInstant(),
  field1, field2, field3, field4, medium1.toModel(), medium2.toModel(), medium3?.toModel())

internal fun SmallList.toJson() = JsonSmallList(items().map { it.toJson() })

internal fun JsonSmallList.toModel() = SmallList(items.map { it.toModel() })

internal fun MediumList.toJson() = JsonMediumList(items().map { it.toJson() })

internal fun JsonMediumList.toModel() = MediumList(items.map { it.toModel() })

internal fun BigList.toJson() = JsonBigList(items().map { it.toJson() })

internal fun JsonBigList.toModel() = BigList(items.map { it.toModel() })
