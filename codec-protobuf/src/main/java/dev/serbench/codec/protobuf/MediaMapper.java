package dev.serbench.codec.protobuf;

import dev.serbench.api.Lists;
import dev.serbench.model.Image;
import dev.serbench.model.Media;
import dev.serbench.model.MediaContent;
import dev.serbench.schemas.proto.MediaProto;
import java.util.List;

/**
 * MediaContent, Media and Image to and from the messages of {@code media.proto}. Optional values (titles,
 * bitrate, copyright) use proto3 {@code optional}; the enums map constant by constant.
 */
final class MediaMapper {

  private MediaMapper() {}

  static List<MessageMapping<?, ?>> mappings() {
    return List.of(new MessageMapping<>(MediaContent.class, MediaMapper::toMessage,
        MediaProto.MediaContent.parser(), MediaMapper::toModel));
  }

  static MediaProto.MediaContent toMessage(MediaContent content) {
    var builder = MediaProto.MediaContent.newBuilder().setMedia(toMessage(content.media()));
    for (Image image : content.images()) {
      builder.addImages(toMessage(image));
    }
    return builder.build();
  }

  static MediaContent toModel(MediaProto.MediaContent message) {
    return new MediaContent(toModel(message.getMedia()), Lists.map(message.getImagesList(), MediaMapper::toModel));
  }

  static MediaProto.Media toMessage(Media media) {
    var builder = MediaProto.Media.newBuilder()
        .setUri(media.uri())
        .setWidth(media.width())
        .setHeight(media.height())
        .setFormat(media.format())
        .setDuration(media.duration())
        .setSize(media.size())
        .addAllPersons(media.persons())
        .setPlayer(toMessage(media.player()));
    if (media.title() != null) {
      builder.setTitle(media.title());
    }
    if (media.bitrate() != null) {
      builder.setBitrate(media.bitrate());
    }
    if (media.copyright() != null) {
      builder.setCopyright(media.copyright());
    }
    return builder.build();
  }

  static Media toModel(MediaProto.Media message) {
    return new Media(
        message.getUri(),
        message.hasTitle() ? message.getTitle() : null,
        message.getWidth(),
        message.getHeight(),
        message.getFormat(),
        message.getDuration(),
        message.getSize(),
        message.hasBitrate() ? message.getBitrate() : null,
        List.copyOf(message.getPersonsList()),
        toModel(message.getPlayer(), message.getPlayerValue()),
        message.hasCopyright() ? message.getCopyright() : null);
  }

  static MediaProto.Image toMessage(Image image) {
    var builder = MediaProto.Image.newBuilder()
        .setUri(image.uri())
        .setWidth(image.width())
        .setHeight(image.height())
        .setSize(toMessage(image.size()));
    if (image.title() != null) {
      builder.setTitle(image.title());
    }
    return builder.build();
  }

  static Image toModel(MediaProto.Image message) {
    return new Image(
        message.getUri(),
        message.hasTitle() ? message.getTitle() : null,
        message.getWidth(),
        message.getHeight(),
        toModel(message.getSize(), message.getSizeValue()));
  }

  private static MediaProto.Media.Player toMessage(Media.Player player) {
    return switch (player) {
      case JAVA -> MediaProto.Media.Player.JAVA;
      case FLASH -> MediaProto.Media.Player.FLASH;
    };
  }

  private static Media.Player toModel(MediaProto.Media.Player player, int number) {
    return switch (player) {
      case JAVA -> Media.Player.JAVA;
      case FLASH -> Media.Player.FLASH;
      case UNRECOGNIZED -> throw new IllegalArgumentException("media.proto: Media.player has unknown number " + number);
    };
  }

  private static MediaProto.Image.Size toMessage(Image.Size size) {
    return switch (size) {
      case SMALL -> MediaProto.Image.Size.SMALL;
      case LARGE -> MediaProto.Image.Size.LARGE;
    };
  }

  private static Image.Size toModel(MediaProto.Image.Size size, int number) {
    return switch (size) {
      case SMALL -> Image.Size.SMALL;
      case LARGE -> Image.Size.LARGE;
      case UNRECOGNIZED -> throw new IllegalArgumentException("media.proto: Image.size has unknown number " + number);
    };
  }
}
