package dev.serbench.codec.kotlinx.protobuf

import dev.serbench.model.Person
import kotlinx.serialization.Serializable

/**
 * `person.proto`'s Person. Like every DTO of this package, its properties are declared in the order
 * of the message's field numbers (kotlinx.serialization numbers them 1, 2, ... in declaration order)
 * and scalars default to proto3's zero values.
 */
@Serializable
internal data class ProtoPerson(
  val name: String = "",
  val birthDay: ProtoTimestamp,
  val phone: String = "",
  val siblings: Int = 0,
  val spouse: Boolean = false,
  val money: Double = 0.0,
)

internal fun Person.toProto() = ProtoPerson(name(), birthDay().toProto(), phone(), siblings(), spouse(), money())

internal fun ProtoPerson.toModel() = Person(name, birthDay.toModel(), phone, siblings, spouse, money)
