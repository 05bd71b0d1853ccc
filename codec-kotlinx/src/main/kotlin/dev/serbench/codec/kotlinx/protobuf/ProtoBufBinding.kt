package dev.serbench.codec.kotlinx.protobuf

import dev.serbench.codec.kotlinx.DtoBinding
import kotlinx.serialization.ExperimentalSerializationApi
import kotlinx.serialization.KSerializer
import kotlinx.serialization.protobuf.ProtoBuf

/**
 * kotlinx-protobuf on one DTO type: `ProtoBuf.encodeToByteArray` and `ProtoBuf.decodeFromByteArray` on
 * the default [ProtoBuf] instance, the format's bytes-in, bytes-out API. Its default `encodeDefaults =
 * false` leaves out fields that hold their Kotlin default, which the DTOs set to proto3's zero values,
 * so the bytes are what protobuf-java writes for the same message.
 */
@OptIn(ExperimentalSerializationApi::class)
internal class ProtoBufBinding<T, D>(serializer: KSerializer<D>, toDto: (T) -> D, toRecord: (D) -> T) :
  DtoBinding<T, D>(serializer, toDto, toRecord) {

  override fun encode(value: D): ByteArray = ProtoBuf.encodeToByteArray(serializer, value)

  override fun decode(bytes: ByteArray): D = ProtoBuf.decodeFromByteArray(serializer, bytes)
}
