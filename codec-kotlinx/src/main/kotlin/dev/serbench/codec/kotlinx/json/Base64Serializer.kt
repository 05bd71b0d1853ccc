package dev.serbench.codec.kotlinx.json

import java.util.Base64
import kotlinx.serialization.KSerializer
import kotlinx.serialization.descriptors.PrimitiveKind
import kotlinx.serialization.descriptors.PrimitiveSerialDescriptor
import kotlinx.serialization.descriptors.SerialDescriptor
import kotlinx.serialization.encoding.Decoder
import kotlinx.serialization.encoding.Encoder

/**
 * A `bytes` field as a base64 string, as Jackson and dsl-json write `byte[]`: kotlinx.serialization
 * ships no such serializer, and its default JSON form of a ByteArray is an array of numbers.
 */
internal object Base64Serializer : KSerializer<ByteArray> {

  override val descriptor: SerialDescriptor =
    PrimitiveSerialDescriptor("dev.serbench.codec.kotlinx.json.Base64", PrimitiveKind.STRING)

  override fun serialize(encoder: Encoder, value: ByteArray) =
    encoder.encodeString(Base64.getEncoder().encodeToString(value))

  override fun deserialize(decoder: Decoder): ByteArray = Base64.getDecoder().decode(decoder.decodeString())
}
