package dev.serbench.codec.flatbuffers;

import com.google.flatbuffers.StringVector;
import dev.serbench.model.Image;
import dev.serbench.model.Media;
import dev.serbench.model.MediaContent;
import dev.serbench.schemas.fbs.ImageFb;
import dev.serbench.schemas.fbs.MediaContentFb;
import dev.serbench.schemas.fbs.MediaFb;
import dev.serbench.schemas.fbs.Player;
import dev.serbench.schemas.fbs.Size;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;

/** Reads every field of media.fbs's tables into the canonical records; accessor objects are reused. */
final class MediaReader {

  private final MediaContentFb mediaContent = new MediaContentFb();
  private final MediaFb media = new MediaFb();
  private final ImageFb image = new ImageFb();
  private final ImageFb.Vector images = new ImageFb.Vector();
  private final StringVector persons = new StringVector();

  MediaContent mediaContent(ByteBuffer buffer) {
    MediaContentFb content = MediaContentFb.getRootAsMediaContentFb(buffer, mediaContent);
    Media media = read(content.media(this.media));
    ImageFb.Vector vector = content.imagesVector(images);
    int length = AbsentFields.lengthOf(vector);
    List<Image> items = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      items.add(read(vector.get(image, i)));
    }
    return new MediaContent(media, items);
  }

  private Media read(MediaFb m) {
    if (m == null) {
      return null;
    }
    StringVector vector = m.personsVector(persons);
    int length = AbsentFields.lengthOf(vector);
    List<String> names = new ArrayList<>(length);
    for (int i = 0; i < length; i++) {
      names.add(vector.get(i));
    }
    return new Media(m.uri(), m.title(), m.width(), m.height(), m.format(), m.duration(),
        m.size(), m.hasBitrate() ? m.bitrate() : null, names, player(m.player()), m.copyright());
  }

  private static Image read(ImageFb i) {
    return new Image(i.uri(), i.title(), i.width(), i.height(), size(i.size()));
  }

  private static Media.Player player(byte player) {
    return switch (player) {
      case Player.JAVA -> Media.Player.JAVA;
      case Player.FLASH -> Media.Player.FLASH;
      default -> throw new IllegalArgumentException("MediaFb.player: " + player + " is no value of media.fbs's Player");
    };
  }

  private static Image.Size size(byte size) {
    return switch (size) {
      case Size.SMALL -> Image.Size.SMALL;
      case Size.LARGE -> Image.Size.LARGE;
      default -> throw new IllegalArgumentException("ImageFb.size: " + size + " is no value of media.fbs's Size");
    };
  }
}
