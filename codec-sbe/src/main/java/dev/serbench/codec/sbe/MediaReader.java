package dev.serbench.codec.sbe;

import dev.serbench.model.Image;
import dev.serbench.model.Media;
import dev.serbench.model.MediaContent;
import dev.serbench.schemas.sbe.media.ImageFieldsDecoder;
import dev.serbench.schemas.sbe.media.MediaContentDecoder;
import dev.serbench.schemas.sbe.media.MediaFieldsDecoder;
import dev.serbench.schemas.sbe.media.MessageHeaderDecoder;
import dev.serbench.schemas.sbe.media.Player;
import dev.serbench.schemas.sbe.media.Size;
import java.util.ArrayList;
import java.util.List;
import org.agrona.DirectBuffer;

/**
 * Reads every field of media.xml's MediaContent, in schema order (fixed-size fields, groups, var
 * data), into the canonical records; the decoder flyweights are reused.
 */
final class MediaReader {

  private final MessageHeaderDecoder header = new MessageHeaderDecoder();
  private final MediaContentDecoder mediaContent = new MediaContentDecoder();

  MediaContent mediaContent(DirectBuffer buffer) {
    MediaContentDecoder d = mediaContent.wrapAndApplyHeader(buffer, 0, header);
    MediaContentDecoder.MediaDecoder m = Groups.one(d.media());
    int width = m.width();
    int height = m.height();
    long duration = m.duration();
    long size = m.size();
    int bitrate = m.bitrate();
    Media.Player player = player(m.player());
    MediaFieldsDecoder present = m.present();
    boolean hasTitle = present.title();
    boolean hasBitrate = present.bitrate();
    boolean hasCopyright = present.copyright();
    MediaContentDecoder.MediaDecoder.PersonsDecoder personsGroup = m.persons();
    List<String> persons = new ArrayList<>(personsGroup.count());
    for (MediaContentDecoder.MediaDecoder.PersonsDecoder person : personsGroup) {
      persons.add(person.person());
    }
    String uri = m.uri();
    String title = m.title();
    String format = m.format();
    String copyright = m.copyright();
    Media media = new Media(uri, hasTitle ? title : null, width, height, format, duration, size,
        hasBitrate ? Integer.valueOf(bitrate) : null, persons, player, hasCopyright ? copyright : null);
    MediaContentDecoder.ImagesDecoder imagesGroup = d.images();
    List<Image> images = new ArrayList<>(imagesGroup.count());
    for (MediaContentDecoder.ImagesDecoder image : imagesGroup) {
      int imageWidth = image.width();
      int imageHeight = image.height();
      Image.Size imageSize = size(image.size());
      ImageFieldsDecoder imagePresent = image.present();
      boolean hasImageTitle = imagePresent.title();
      String imageUri = image.uri();
      String imageTitle = image.title();
      images.add(new Image(imageUri, hasImageTitle ? imageTitle : null, imageWidth, imageHeight, imageSize));
    }
    return new MediaContent(media, images);
  }

  private static Media.Player player(Player player) {
    return switch (player) {
      case JAVA -> Media.Player.JAVA;
      case FLASH -> Media.Player.FLASH;
      case NULL_VAL -> throw new IllegalStateException("player has Player's null value");
    };
  }

  private static Image.Size size(Size size) {
    return switch (size) {
      case SMALL -> Image.Size.SMALL;
      case LARGE -> Image.Size.LARGE;
      case NULL_VAL -> throw new IllegalStateException("size has Size's null value");
    };
  }
}
