package dev.serbench.codec.thrift;

import dev.serbench.api.Lists;
import dev.serbench.model.Image;
import dev.serbench.model.Media;
import dev.serbench.model.MediaContent;
import dev.serbench.schemas.thrift.ImageThrift;
import dev.serbench.schemas.thrift.MediaContentThrift;
import dev.serbench.schemas.thrift.MediaThrift;
import dev.serbench.schemas.thrift.Player;
import dev.serbench.schemas.thrift.Size;
import java.util.ArrayList;
import java.util.List;

/**
 * MediaContent, Media and Image to and from the structs of {@code media.thrift}. Optional values (titles,
 * bitrate, copyright) are Thrift {@code optional} fields; the enums map constant by constant.
 */
final class MediaMapper {

  private MediaMapper() {}

  static List<StructMapping<?, ?>> mappings() {
    return List.of(new StructMapping<>(MediaContent.class, MediaMapper::toStruct,
        MediaContentThrift::new, MediaMapper::toModel));
  }

  static MediaContentThrift toStruct(MediaContent content) {
    return new MediaContentThrift()
        .setMedia(toStruct(content.media()))
        .setImages(Lists.map(content.images(), MediaMapper::toStruct));
  }

  static MediaContent toModel(MediaContentThrift struct) {
    return new MediaContent(toModel(struct.getMedia()), Lists.map(struct.getImages(), MediaMapper::toModel));
  }

  static MediaThrift toStruct(Media media) {
    var struct = new MediaThrift()
        .setUri(media.uri())
        .setTitle(media.title())
        .setWidth(media.width())
        .setHeight(media.height())
        .setFormat(media.format())
        .setDuration(media.duration())
        .setSize(media.size())
        .setPersons(new ArrayList<>(media.persons()))
        .setPlayer(toStruct(media.player()))
        .setCopyright(media.copyright());
    // An optional i32 is set by its setter; an absent bitrate leaves it unset.
    if (media.bitrate() != null) {
      struct.setBitrate(media.bitrate());
    }
    return struct;
  }

  static Media toModel(MediaThrift struct) {
    return new Media(
        struct.getUri(),
        struct.isSetTitle() ? struct.getTitle() : null,
        struct.getWidth(),
        struct.getHeight(),
        struct.getFormat(),
        struct.getDuration(),
        struct.getSize(),
        struct.isSetBitrate() ? struct.getBitrate() : null,
        List.copyOf(struct.getPersons()),
        toModel(struct.getPlayer()),
        struct.isSetCopyright() ? struct.getCopyright() : null);
  }

  static ImageThrift toStruct(Image image) {
    return new ImageThrift()
        .setUri(image.uri())
        .setTitle(image.title())
        .setWidth(image.width())
        .setHeight(image.height())
        .setSize(toStruct(image.size()));
  }

  static Image toModel(ImageThrift struct) {
    return new Image(
        struct.getUri(),
        struct.isSetTitle() ? struct.getTitle() : null,
        struct.getWidth(),
        struct.getHeight(),
        toModel(struct.getSize()));
  }

  private static Player toStruct(Media.Player player) {
    return switch (player) {
      case JAVA -> Player.JAVA;
      case FLASH -> Player.FLASH;
    };
  }

  /** The generated reader maps an unknown enum number to null. */
  private static Media.Player toModel(Player player) {
    if (player == null) {
      throw new IllegalArgumentException("media.thrift: Media.player is unset or has an unknown number");
    }
    return switch (player) {
      case JAVA -> Media.Player.JAVA;
      case FLASH -> Media.Player.FLASH;
    };
  }

  private static Size toStruct(Image.Size size) {
    return switch (size) {
      case SMALL -> Size.SMALL;
      case LARGE -> Size.LARGE;
    };
  }

  /** The generated reader maps an unknown enum number to null. */
  private static Image.Size toModel(Size size) {
    if (size == null) {
      throw new IllegalArgumentException("media.thrift: Image.size is unset or has an unknown number");
    }
    return switch (size) {
      case SMALL -> Image.Size.SMALL;
      case LARGE -> Image.Size.LARGE;
    };
  }
}
