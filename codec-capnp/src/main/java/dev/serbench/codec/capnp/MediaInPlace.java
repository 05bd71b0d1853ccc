package dev.serbench.codec.capnp;

import dev.serbench.api.Digest;
import dev.serbench.model.Image;
import dev.serbench.model.Media;
import dev.serbench.schemas.capnp.MediaCapnp;
import org.capnproto.MessageReader;
import org.capnproto.StructList;
import org.capnproto.TextList;

/**
 * Reads media.capnp's structs in place: one field (access) or every field into a digest (read); a
 * null pointer is an absent optional text, hasBitrate the presence of the bitrate, and enums fold as
 * the model enum's ordinal.
 */
final class MediaInPlace {

  private MediaInPlace() {}

  static long access(MessageReader message) {
    Digest digest = new Digest();
    InPlaceFields.text(digest, message.getRoot(MediaCapnp.MediaContent.factory).getMedia().getUri());
    return digest.value();
  }

  static long read(MessageReader message) {
    MediaCapnp.MediaContent.Reader content = message.getRoot(MediaCapnp.MediaContent.factory);
    Digest digest = new Digest().addPresent();
    read(digest, content.getMedia());
    StructList.Reader<MediaCapnp.Image.Reader> images = content.getImages();
    int size = images.size();
    digest.add(size);
    for (int i = 0; i < size; i++) {
      read(digest, images.get(i));
    }
    return digest.value();
  }

  private static void read(Digest digest, MediaCapnp.Media.Reader media) {
    digest.addPresent();
    InPlaceFields.text(digest, media.getUri());
    if (media.hasTitle()) {
      InPlaceFields.text(digest, media.getTitle());
    } else {
      digest.addNull();
    }
    digest.add(media.getWidth()).add(media.getHeight());
    InPlaceFields.text(digest, media.getFormat());
    digest.add(media.getDuration()).add(media.getSize());
    if (media.getHasBitrate()) {
      digest.add(media.getBitrate());
    } else {
      digest.addNull();
    }
    TextList.Reader persons = media.getPersons();
    int size = persons.size();
    digest.add(size);
    for (int i = 0; i < size; i++) {
      InPlaceFields.text(digest, persons.get(i));
    }
    digest.add(player(media.getPlayer()));
    if (media.hasCopyright()) {
      InPlaceFields.text(digest, media.getCopyright());
    } else {
      digest.addNull();
    }
  }

  private static void read(Digest digest, MediaCapnp.Image.Reader image) {
    digest.addPresent();
    InPlaceFields.text(digest, image.getUri());
    if (image.hasTitle()) {
      InPlaceFields.text(digest, image.getTitle());
    } else {
      digest.addNull();
    }
    digest.add(image.getWidth()).add(image.getHeight()).add(size(image.getSize()));
  }

  private static int player(MediaCapnp.Media.Player player) {
    return switch (player) {
      case JAVA -> Media.Player.JAVA.ordinal();
      case FLASH -> Media.Player.FLASH.ordinal();
      case _NOT_IN_SCHEMA -> throw new IllegalArgumentException("Media.player: a value media.capnp's Player does not have");
    };
  }

  private static int size(MediaCapnp.Image.Size size) {
    return switch (size) {
      case SMALL -> Image.Size.SMALL.ordinal();
      case LARGE -> Image.Size.LARGE.ordinal();
      case _NOT_IN_SCHEMA -> throw new IllegalArgumentException("Image.size: a value media.capnp's Size does not have");
    };
  }
}
