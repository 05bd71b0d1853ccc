package dev.serbench.codec.capnp;

import dev.serbench.model.Image;
import dev.serbench.model.Media;
import dev.serbench.model.MediaContent;
import dev.serbench.schemas.capnp.MediaCapnp;
import java.util.List;
import org.capnproto.MessageBuilder;
import org.capnproto.StructList;
import org.capnproto.Text;
import org.capnproto.TextList;

/** Builds media.capnp's structs from the canonical records. */
final class MediaWriter {

  private MediaWriter() {}

  static void mediaContent(MessageBuilder message, MediaContent value) {
    MediaCapnp.MediaContent.Builder content = message.initRoot(MediaCapnp.MediaContent.factory);
    fill(content.initMedia(), value.media());
    List<Image> images = value.images();
    StructList.Builder<MediaCapnp.Image.Builder> list = content.initImages(images.size());
    int i = 0;
    for (Image image : images) {
      fill(list.get(i++), image);
    }
  }

  private static void fill(MediaCapnp.Media.Builder media, Media value) {
    media.setUri(value.uri());
    if (value.title() != null) {
      media.setTitle(value.title());
    }
    media.setWidth(value.width());
    media.setHeight(value.height());
    media.setFormat(value.format());
    media.setDuration(value.duration());
    media.setSize(value.size());
    if (value.bitrate() != null) {
      media.setBitrate(value.bitrate());
      media.setHasBitrate(true);
    }
    List<String> persons = value.persons();
    TextList.Builder names = media.initPersons(persons.size());
    int i = 0;
    for (String person : persons) {
      names.set(i++, new Text.Reader(person));
    }
    media.setPlayer(player(value.player()));
    if (value.copyright() != null) {
      media.setCopyright(value.copyright());
    }
  }

  private static void fill(MediaCapnp.Image.Builder image, Image value) {
    image.setUri(value.uri());
    if (value.title() != null) {
      image.setTitle(value.title());
    }
    image.setWidth(value.width());
    image.setHeight(value.height());
    image.setSize(size(value.size()));
  }

  private static MediaCapnp.Media.Player player(Media.Player player) {
    return switch (player) {
      case JAVA -> MediaCapnp.Media.Player.JAVA;
      case FLASH -> MediaCapnp.Media.Player.FLASH;
    };
  }

  private static MediaCapnp.Image.Size size(Image.Size size) {
    return switch (size) {
      case SMALL -> MediaCapnp.Image.Size.SMALL;
      case LARGE -> MediaCapnp.Image.Size.LARGE;
    };
  }
}
