package dev.serbench.codec.kotlinx

import dev.serbench.api.Binding
import kotlinx.serialization.KSerializer

/**
 * One kotlinx.serialization format on one DTO type: [fromModel] and [toModel] convert between the
 * canonical record and its @Serializable mirror, [encode] and [decode] run the DTO's generated
 * [serializer] through the format, which is all that is timed as encode and decode.
 */
internal abstract class DtoBinding<T, D>(
  protected val serializer: KSerializer<D>,
  private val toDto: (T) -> D,
  private val toRecord: (D) -> T,
) : Binding<T, D, D> {

  override fun fromModel(value: T): D = toDto(value)

  override fun toModel(decoded: D): T = toRecord(decoded)
}
