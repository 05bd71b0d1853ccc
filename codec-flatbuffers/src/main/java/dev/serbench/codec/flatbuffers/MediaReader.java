package dev.serbench.codec.flatbuffers;

import com.google.flatbuffers.StringVector;
import dev.serbench.schemas.fbs.Image;
import dev.serbench.schemas.fbs.Media;
import dev.serbench.schemas.fbs.MediaContent;
import dev.serbench.schemas.fbs.Player;
import dev.serbench.schemas.fbs.Size;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/** Reads every field of media.fbs's tables into the canonical records; accessor objects are reused. */
final class MediaReader {

  private final MediaContent mediaContent = new MediaContent();
  private final Media media = new Media();
  private final Image image = new Image();
  private final Image.Vector images = new Image.Vector();
  private final StringVector persons = new StringVector();

  dev.serbench.model.MediaContent mediaContent(ByteBuffer buffer) {
    MediaContent content = MediaContent.getRootAsMediaContent(buffer, mediaContent);
    dev.serbench.model.Media media = read(content.media(this.media));
    Image.Vector vector = content.imagesVector(images);
    int length = AbsentFields.lengthOf(vector);
    List<dev.serbench.model.Image> items = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      items.add(read(vector.get(image, i)));
    }
    return new dev.serbench.model.MediaContent(media, items);
  }

  private dev.serbench.model.Media read(Media m) {
    if (m == null) {
      return null;
    }
    StringVector vector = m.personsVector(persons);
    int length = AbsentFields.lengthOf(vector);
    List<String> names = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      names.add(vector.get(i));
    }
    return new dev.serbench.model.Media(m.uri(), m.title(), m.width(), m.height(), m.format(), m.duration(),
        m.size(), m.hasBitrate() ? m.bitrate() : null, names, player(m.player()), m.copyright());
  }

  private static dev.serbench.model.Image read(Image i) {
    return new dev.serbench.model.Image(i.uri(), i.title(), i.width(), i.height(), size(i.size()));
  }

  private static dev.serbench.model.Media.Player player(byte player) {
    return switch (player) {
      case Player.JAVA -> dev.serbench.model.Media.Player.JAVA;
      case Player.FLASH -> dev.serbench.model.Media.Player.FLASH;
      default -> throw new IllegalArgumentException("Media.player: " + player + " is no value of media.fbs's Player");
    };
  }

  private static dev.serbench.model.Image.Size size(byte size) {
    return switch (size) {
      case Size.SMALL -> dev.serbench.model.Image.Size.SMALL;
      case Size.LARGE -> dev.serbench.model.Image.Size.LARGE;
      default -> throw new IllegalArgumentException("Image.size: " + size + " is no value of media.fbs's Size");
    };
  }
}
