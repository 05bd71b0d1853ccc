package dev.serbench.codec.sbe;

import dev.serbench.model.Image;
import dev.serbench.model.Media;
import dev.serbench.model.MediaContent;
import dev.serbench.schemas.sbe.media.MediaContentEncoder;
import dev.serbench.schemas.sbe.media.MessageHeaderEncoder;
import dev.serbench.schemas.sbe.media.Player;
import dev.serbench.schemas.sbe.media.Size;
import org.agrona.MutableDirectBuffer;

/**
 * Writes media.xml's MediaContent from the canonical records, in schema order (fixed-size fields,
 * groups, var data); the encoder flyweights are reused.
 */
final class MediaWriter {

  private final MessageHeaderEncoder header = new MessageHeaderEncoder();
  private final MediaContentEncoder mediaContent = new MediaContentEncoder();

  int mediaContent(MutableDirectBuffer buffer, MediaContent value) {
    MediaContentEncoder e = mediaContent.wrapAndApplyHeader(buffer, 0, header);
    Media m = value.media();
    MediaContentEncoder.MediaEncoder media = e.mediaCount(1).next().width(m.width()).height(m.height())
        .duration(m.duration()).size(m.size())
        // An absent bitrate is 0 with its bit clear.
        .bitrate(m.bitrate() == null ? 0 : m.bitrate())
        .player(player(m.player()));
    media.present().clear().title(m.title() != null).bitrate(m.bitrate() != null).copyright(m.copyright() != null);
    MediaContentEncoder.MediaEncoder.PersonsEncoder persons = media.personsCount(m.persons().size());
    for (String person : m.persons()) {
      persons.next().person(person);
    }
    // An absent string is written as empty var data, with its bit clear.
    media.uri(m.uri()).title(m.title()).format(m.format()).copyright(m.copyright());
    MediaContentEncoder.ImagesEncoder images = e.imagesCount(value.images().size());
    for (Image image : value.images()) {
      images.next().width(image.width()).height(image.height()).size(size(image.size()))
          .present().clear().title(image.title() != null);
      images.uri(image.uri()).title(image.title());
    }
    return MessageHeaderEncoder.ENCODED_LENGTH + e.encodedLength();
  }

  private static Player player(Media.Player player) {
    return switch (player) {
      case JAVA -> Player.JAVA;
      case FLASH -> Player.FLASH;
    };
  }

  private static Size size(Image.Size size) {
    return switch (size) {
      case SMALL -> Size.SMALL;
      case LARGE -> Size.LARGE;
    };
  }
}
