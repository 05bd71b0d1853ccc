package dev.serbench.codec.wire;

import com.squareup.wire.Message;
import dev.serbench.api.Lists;
import dev.serbench.model.Image;
import dev.serbench.model.Media;
import dev.serbench.model.MediaContent;
import dev.serbench.schemas.wire.ImageWire;
import dev.serbench.schemas.wire.MediaContentWire;
import dev.serbench.schemas.wire.MediaWire;
import java.util.List;

/**
 * MediaContent, Media and Image to and from the Wire messages of {@code media.proto}. Optional values
 * (titles, bitrate, copyright) are nulls on both sides; the enums map constant by constant.
 *
 * <p>Wire decodes an enum number its schema does not know by leaving the field at its default and
 * keeping the number among the message's unknown fields, so toModel refuses a Media or Image that has
 * unknown fields rather than report the default: the protobuf codec refuses its UNRECOGNIZED alike.
 */
final class MediaMapper {

  private MediaMapper() {}

  static List<WireMapping<?, ?>> mappings() {
    return List.of(new WireMapping<>(MediaContent.class, MediaMapper::toMessage,
        MediaContentWire.ADAPTER, MediaMapper::toModel));
  }

  static MediaContentWire toMessage(MediaContent content) {
    return new MediaContentWire.Builder()
        .media(toMessage(content.media()))
        .images(Lists.map(content.images(), MediaMapper::toMessage))
        .build();
  }

  static MediaContent toModel(MediaContentWire message) {
    return new MediaContent(toModel(message.media), Lists.map(message.images, MediaMapper::toModel));
  }

  static MediaWire toMessage(Media media) {
    return new MediaWire.Builder()
        .uri(media.uri())
        .title(media.title())
        .width(media.width())
        .height(media.height())
        .format(media.format())
        .duration(media.duration())
        .size(media.size())
        .bitrate(media.bitrate())
        .persons(media.persons())
        .player(toMessage(media.player()))
        .copyright(media.copyright())
        .build();
  }

  static Media toModel(MediaWire message) {
    requireNoUnknownFields(message, "Media");
    return new Media(
        message.uri,
        message.title,
        message.width,
        message.height,
        message.format,
        message.duration,
        message.size,
        message.bitrate,
        List.copyOf(message.persons),
        toModel(message.player),
        message.copyright);
  }

  static ImageWire toMessage(Image image) {
    return new ImageWire.Builder()
        .uri(image.uri())
        .title(image.title())
        .width(image.width())
        .height(image.height())
        .size(toMessage(image.size()))
        .build();
  }

  static Image toModel(ImageWire message) {
    requireNoUnknownFields(message, "Image");
    return new Image(message.uri, message.title, message.width, message.height, toModel(message.size));
  }

  private static void requireNoUnknownFields(Message<?, ?> message, String type) {
    if (message.unknownFields().size() > 0) {
      throw new IllegalArgumentException("media.proto: " + type + " has " + message.unknownFields().size()
          + " bytes of unknown fields (an enum number the schema does not know lands there)");
    }
  }

  private static MediaWire.Player toMessage(Media.Player player) {
    return switch (player) {
      case JAVA -> MediaWire.Player.JAVA;
      case FLASH -> MediaWire.Player.FLASH;
    };
  }

  private static Media.Player toModel(MediaWire.Player player) {
    return switch (player) {
      case JAVA -> Media.Player.JAVA;
      case FLASH -> Media.Player.FLASH;
    };
  }

  private static ImageWire.Size toMessage(Image.Size size) {
    return switch (size) {
      case SMALL -> ImageWire.Size.SMALL;
      case LARGE -> ImageWire.Size.LARGE;
    };
  }

  private static Image.Size toModel(ImageWire.Size size) {
    return switch (size) {
      case SMALL -> Image.Size.SMALL;
      case LARGE -> Image.Size.LARGE;
    };
  }
}
