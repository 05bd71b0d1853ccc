package dev.serbench.codec.kotlinx.protobuf

import dev.serbench.model.Image
import dev.serbench.model.Media
import dev.serbench.model.MediaContent
import kotlinx.serialization.Serializable

/** `media.proto`'s MediaContent. */
@Serializable
internal data class ProtoMediaContent(val media: ProtoMedia, val images: List<ProtoImage> = emptyList())

/** `media.proto`'s Media: title, bitrate and copyright are `optional`, absent when null. */
@Serializable
internal data class ProtoMedia(
  val uri: String = "",
  val title: String? = null,
  val width: Int = 0,
  val height: Int = 0,
  val format: String = "",
  val duration: Long = 0,
  val size: Long = 0,
  val bitrate: Int? = null,
  val persons: List<String> = emptyList(),
  val player: ProtoPlayer = ProtoPlayer.JAVA,
  val copyright: String? = null,
)

/** `media.proto`'s Media.Player, written as its number: the ordinal, JAVA = 0, FLASH = 1. */
@Serializable
internal enum class ProtoPlayer { JAVA, FLASH }

/** `media.proto`'s Image: title is `optional`. */
@Serializable
internal data class ProtoImage(
  val uri: String = "",
  val title: String? = null,
  val width: Int = 0,
  val height: Int = 0,
  val size: ProtoSize = ProtoSize.SMALL,
)

/** `media.proto`'s Image.Size, written as its number: the ordinal, SMALL = 0, LARGE = 1. */
@Serializable
internal enum class ProtoSize { SMALL, LARGE }

internal fun MediaContent.toProto() = ProtoMediaContent(media().toProto(), images().map { it.toProto() })

internal fun ProtoMediaContent.toModel() = MediaContent(media.toModel(), images.map { it.toModel() })

internal fun Media.toProto() = ProtoMedia(uri(), title(), width(), height(), format(), duration(), size(), bitrate(),
  persons(), player().toProto(), copyright())

internal fun ProtoMedia.toModel() = Media(uri, title, width, height, format, duration, size, bitrate, persons,
  player.toModel(), copyright)

internal fun Image.toProto() = ProtoImage(uri(), title(), width(), height(), size().toProto())

internal fun ProtoImage.toModel() = Image(uri, title, width, height, size.toModel())

private fun Media.Player.toProto() = when (this) {
  Media.Player.JAVA -> ProtoPlayer.JAVA
  Media.Player.FLASH -> ProtoPlayer.FLASH
}

private fun ProtoPlayer.toModel() = when (this) {
  ProtoPlayer.JAVA -> Media.Player.JAVA
  ProtoPlayer.FLASH -> Media.Player.FLASH
}

private fun Image.Size.toProto() = when (this) {
  Image.Size.SMALL -> ProtoSize.SMALL
  Image.Size.LARGE -> ProtoSize.LARGE
}

private fun ProtoSize.toModel() = when (this) {
  ProtoSize.SMALL -> Image.Size.SMALL
  ProtoSize.LARGE -> Image.Size.LARGE
}
