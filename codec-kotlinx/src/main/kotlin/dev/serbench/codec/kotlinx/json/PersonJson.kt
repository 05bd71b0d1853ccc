package dev.serbench.codec.kotlinx.json

import dev.serbench.model.Person
import kotlin.time.Instant
import kotlin.time.toJavaInstant
import kotlin.time.toKotlinInstant
import kotlinx.serialization.Serializable

/** [Person]'s JSON: a timestamp is a kotlin.time.Instant, which the library writes as ISO-8601. */
@Serializable
internal data class JsonPerson(
  val name: String,
  val birthDay: Instant,
  val phone: String,
  val siblings: Int,
  val spouse: Boolean,
  val money: Double,
)

internal fun Person.toJson() =
  JsonPerson(name(), birthDay().toKotlinInstant(), phone(), siblings(), spouse(), money())

internal fun JsonPerson.toModel() = Person(name, birthDay.toJavaInstant(), phone, siblings, spouse, money)
