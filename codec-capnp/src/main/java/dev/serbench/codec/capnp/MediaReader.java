package dev.serbench.codec.capnp;

import dev.serbench.model.Image;
import dev.serbench.model.Media;
import dev.serbench.model.MediaContent;
import dev.serbench.schemas.capnp.MediaCapnp;
import java.util.ArrayList;
import java.util.List;
import org.capnproto.MessageReader;
import org.capnproto.StructList;
import org.capnproto.TextList;

/** Reads every field of media.capnp's structs into the canonical records. */
final class MediaReader {

  private MediaReader() {}

  static MediaContent mediaContent(MessageReader message) {
    MediaCapnp.MediaContent.Reader content = message.getRoot(MediaCapnp.MediaContent.factory);
    Media media = read(content.getMedia());
    StructList.Reader<MediaCapnp.Image.Reader> list = content.getImages();
    int size = list.size();
    List<Image> images = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      images.add(read(list.get(i)));
    }
    return new MediaContent(media, images);
  }

  private static Media read(MediaCapnp.Media.Reader media) {
    TextList.Reader list = media.getPersons();
    int size = list.size();
    List<String> persons = new ArrayList<>(size);
    for (int i = 0; i < size; i++) {
      persons.add(list.get(i).toString());
    }
    return new Media(media.getUri().toString(), media.hasTitle() ? media.getTitle().toString() : null,
        media.getWidth(), media.getHeight(), media.getFormat().toString(), media.getDuration(), media.getSize(),
        media.getHasBitrate() ? Integer.valueOf(media.getBitrate()) : null, persons, player(media.getPlayer()),
        media.hasCopyright() ? media.getCopyright().toString() : null);
  }

  private static Image read(MediaCapnp.Image.Reader image) {
    return new Image(image.getUri().toString(), image.hasTitle() ? image.getTitle().toString() : null,
        image.getWidth(), image.getHeight(), size(image.getSize()));
  }

  private static Media.Player player(MediaCapnp.Media.Player player) {
    return switch (player) {
      case JAVA -> Media.Player.JAVA;
      case FLASH -> Media.Player.FLASH;
      case _NOT_IN_SCHEMA -> throw new IllegalArgumentException("Media.player: a value media.capnp's Player does not have");
    };
  }

  private static Image.Size size(MediaCapnp.Image.Size size) {
    return switch (size) {
      case SMALL -> Image.Size.SMALL;
      case LARGE -> Image.Size.LARGE;
      case _NOT_IN_SCHEMA -> throw new IllegalArgumentException("Image.size: a value media.capnp's Size does not have");
    };
  }
}
