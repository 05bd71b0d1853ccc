package dev.serbench.codec.kotlinx.json

import dev.serbench.codec.kotlinx.DtoBinding
import kotlinx.serialization.KSerializer
import kotlinx.serialization.json.Json

/**
 * kotlinx-json on one DTO type, through the shared default [Json] instance (the library's advice is to
 * reuse one instance; its default configuration round-trips every DTO exactly).
 *
 * Bytes go through the String API: `encodeToStream` on an in-memory stream and `decodeFromStream` are
 * slower than `encodeToString`/`decodeFromString`, as the maintainers say (kotlinx.serialization issue
 * 2186), and the JDK's UTF-8 conversion of a String is a single intrinsic pass.
 */
internal class JsonBinding<T, D>(serializer: KSerializer<D>, toDto: (T) -> D, toRecord: (D) -> T) :
  DtoBinding<T, D>(serializer, toDto, toRecord) {

  override fun encode(value: D): ByteArray = Json.encodeToString(serializer, value).encodeToByteArray()

  override fun decode(bytes: ByteArray): D = Json.decodeFromString(serializer, bytes.decodeToString())
}
