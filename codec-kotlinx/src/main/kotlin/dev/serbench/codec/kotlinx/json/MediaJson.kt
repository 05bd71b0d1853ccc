package dev.serbench.codec.kotlinx.json

import dev.serbench.model.Image
import dev.serbench.model.Media
import dev.serbench.model.MediaContent
import kotlinx.serialization.Serializable

/** [MediaContent]'s JSON. */
@Serializable
internal data class JsonMediaContent(val media: JsonMedia, val images: List<JsonImage>)

/** [Media]'s JSON: the enum by name; title, bitrate and copyright are optional. */
@Serializable
internal data class JsonMedia(
  val uri: String,
  val title: String?,
  val width: Int,
  val height: Int,
  val format: String,
  val duration: Long,
  val size: Long,
  val bitrate: Int?,
  val persons: List<String>,
  val player: JsonPlayer,
  val copyright: String?,
)

/** [Media.Player], written by name. */
@Serializable
internal enum class JsonPlayer { JAVA, FLASH }

/** [Image]'s JSON: the enum by name; title is optional. */
@Serializable
internal data class JsonImage(val uri: String, val title: String?, val width: Int, val height: Int, val size: JsonSize)

/** [Image.Size], written by name. */
@Serializable
internal enum class JsonSize { SMALL, LARGE }

internal fun MediaContent.toJson() = JsonMediaContent(media().toJson(), images().map { it.toJson() })

internal fun JsonMediaContent.toModel() = MediaContent(media.toModel(), images.map { it.toModel() })

internal fun Media.toJson() = JsonMedia(uri(), title(), width(), height(), format(), duration(), size(), bitrate(),
  persons(), player().toJson(), copyright())

internal fun JsonMedia.toModel() = Media(uri, title, width, height, format, duration, size, bitrate, persons,
  player.toModel(), copyright)

internal fun Image.toJson() = JsonImage(uri(), title(), width(), height(), size().toJson())

internal fun JsonImage.toModel() = Image(uri, title, width, height, size.toModel())

private fun Media.Player.toJson() = when (this) {
  Media.Player.JAVA -> JsonPlayer.JAVA
  Media.Player.FLASH -> JsonPlayer.FLASH
}

private fun JsonPlayer.toModel() = when (this) {
  JsonPlayer.JAVA -> Media.Player.JAVA
  JsonPlayer.FLASH -> Media.Player.FLASH
}

private fun Image.Size.toJson() = when (this) {
  Image.Size.SMALL -> JsonSize.SMALL
  Image.Size.LARGE -> JsonSize.LARGE
}

private fun JsonSize.toModel() = when (this) {
  JsonSize.SMALL -> Image.Size.SMALL
  JsonSize.LARGE -> Image.Size.LARGE
}
