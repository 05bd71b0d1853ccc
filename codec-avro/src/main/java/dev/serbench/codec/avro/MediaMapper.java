package dev.serbench.codec.avro;

import static dev.serbench.api.Lists.map;

import dev.serbench.model.Image;
import dev.serbench.model.Media;
import dev.serbench.model.MediaContent;
import dev.serbench.schemas.avro.ImageAvro;
import dev.serbench.schemas.avro.MediaAvro;
import dev.serbench.schemas.avro.MediaContentAvro;
import dev.serbench.schemas.avro.Player;
import dev.serbench.schemas.avro.Size;
import java.util.List;

/**
 * eishay/jvm-serializers' MediaContent (media.avsc) and its records. The model's nested enums are the
 * schema's top-level enums {@code Size} and {@code Player}; optional fields are unions with null.
 */
final class MediaMapper {

  private MediaMapper() {}

  static MediaContentAvro toAvro(MediaContent c) {
    return new MediaContentAvro(toAvro(c.media()), map(c.images(), MediaMapper::toAvro));
  }

  static MediaContent toModel(MediaContentAvro a) {
    return new MediaContent(toModel(a.getMedia()), map(a.getImages(), MediaMapper::toModel));
  }

  static MediaAvro toAvro(Media m) {
    return new MediaAvro(m.uri(), m.title(), m.width(), m.height(), m.format(),
        m.duration(), m.size(), m.bitrate(), m.persons(), toAvro(m.player()), m.copyright());
  }

  static Media toModel(MediaAvro a) {
    return new Media(a.getUri(), a.getTitle(), a.getWidth(), a.getHeight(), a.getFormat(),
        a.getDuration(), a.getSize(), a.getBitrate(), List.copyOf(a.getPersons()), toModel(a.getPlayer()),
        a.getCopyright());
  }

  static ImageAvro toAvro(Image i) {
    return new ImageAvro(i.uri(), i.title(), i.width(), i.height(), toAvro(i.size()));
  }

  static Image toModel(ImageAvro a) {
    return new Image(a.getUri(), a.getTitle(), a.getWidth(), a.getHeight(), toModel(a.getSize()));
  }

  static Player toAvro(Media.Player player) {
    return switch (player) {
      case JAVA -> Player.JAVA;
      case FLASH -> Player.FLASH;
    };
  }

  static Media.Player toModel(Player player) {
    return switch (player) {
      case JAVA -> Media.Player.JAVA;
      case FLASH -> Media.Player.FLASH;
    };
  }

  static Size toAvro(Image.Size size) {
    return switch (size) {
      case SMALL -> Size.SMALL;
      case LARGE -> Size.LARGE;
    };
  }

  static Image.Size toModel(Size size) {
    return switch (size) {
      case SMALL -> Image.Size.SMALL;
      case LARGE -> Image.Size.LARGE;
    };
  }
}
