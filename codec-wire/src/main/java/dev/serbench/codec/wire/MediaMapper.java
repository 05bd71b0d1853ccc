package dev.serbench.codec.wire;

import com.squareup.wire.Message;
import dev.serbench.api.Lists;
import dev.serbench.model.Image;
import dev.serbench.model.Media;
import dev.serbench.model.MediaContent;
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
        dev.serbench.schemas.wire.MediaContent.ADAPTER, MediaMapper::toModel));
  }

  static dev.serbench.schemas.wire.MediaContent toMessage(MediaContent content) {
    return new dev.serbench.schemas.wire.MediaContent.Builder()
        .media(toMessage(content.media()))
        .images(Lists.map(content.images(), MediaMapper::toMessage))
        .build();
  }

  static MediaContent toModel(dev.serbench.schemas.wire.MediaContent message) {
    return new MediaContent(toModel(message.media), Lists.map(message.images, MediaMapper::toModel));
  }

  static dev.serbench.schemas.wire.Media toMessage(Media media) {
    return new dev.serbench.schemas.wire.Media.Builder()
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

  static Media toModel(dev.serbench.schemas.wire.Media message) {
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

  static dev.serbench.schemas.wire.Image toMessage(Image image) {
    return new dev.serbench.schemas.wire.Image.Builder()
        .uri(image.uri())
        .title(image.title())
        .width(image.width())
        .height(image.height())
        .size(toMessage(image.size()))
        .build();
  }

  static Image toModel(dev.serbench.schemas.wire.Image message) {
    requireNoUnknownFields(message, "Image");
    return new Image(message.uri, message.title, message.width, message.height, toModel(message.size));
  }

  private static void requireNoUnknownFields(Message<?, ?> message, String type) {
    if (message.unknownFields().size() > 0) {
      throw new IllegalArgumentException("media.proto: " + type + " has " + message.unknownFields().size()
          + " bytes of unknown fields (an enum number the schema does not know lands there)");
    }
  }

  private static dev.serbench.schemas.wire.Media.Player toMessage(Media.Player player) {
    return switch (player) {
      case JAVA -> dev.serbench.schemas.wire.Media.Player.JAVA;
      case FLASH -> dev.serbench.schemas.wire.Media.Player.FLASH;
    };
  }

  private static Media.Player toModel(dev.serbench.schemas.wire.Media.Player player) {
    return switch (player) {
      case JAVA -> Media.Player.JAVA;
      case FLASH -> Media.Player.FLASH;
    };
  }

  private static dev.serbench.schemas.wire.Image.Size toMessage(Image.Size size) {
    return switch (size) {
      case SMALL -> dev.serbench.schemas.wire.Image.Size.SMALL;
      case LARGE -> dev.serbench.schemas.wire.Image.Size.LARGE;
    };
  }

  private static Image.Size toModel(dev.serbench.schemas.wire.Image.Size size) {
    return switch (size) {
      case SMALL -> Image.Size.SMALL;
      case LARGE -> Image.Size.LARGE;
    };
  }
}
