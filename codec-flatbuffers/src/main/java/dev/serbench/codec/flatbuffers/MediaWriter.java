package dev.serbench.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.serbench.model.Image;
import dev.serbench.model.Media;
import dev.serbench.model.MediaContent;
import dev.serbench.schemas.fbs.ImageFb;
import dev.serbench.schemas.fbs.MediaContentFb;
import dev.serbench.schemas.fbs.MediaFb;
import dev.serbench.schemas.fbs.Player;
import dev.serbench.schemas.fbs.Size;
import java.util.List;

/** Builds media.fbs's tables from the canonical records. */
final class MediaWriter {

  private MediaWriter() {}

  static int mediaContent(FlatBufferBuilder builder, MediaContent value) {
    int media = media(builder, value.media());
    List<Image> images = value.images();
    int[] offsets = new int[images.size()];
    int i = 0;
    for (Image image : images) {
      offsets[i++] = image(builder, image);
    }
    return MediaContentFb.createMediaContentFb(builder, media, MediaContentFb.createImagesVector(builder, offsets));
  }

  private static int media(FlatBufferBuilder builder, Media value) {
    int uri = builder.createString(value.uri());
    int title = AbsentFields.stringOrAbsent(builder, value.title());
    int format = builder.createString(value.format());
    List<String> persons = value.persons();
    int[] personOffsets = new int[persons.size()];
    int i = 0;
    for (String person : persons) {
      personOffsets[i++] = builder.createString(person);
    }
    int personsVector = MediaFb.createPersonsVector(builder, personOffsets);
    int copyright = AbsentFields.stringOrAbsent(builder, value.copyright());
    // Not the generated createMediaFb: it always passes bitrate, which must stay absent when null.
    MediaFb.startMediaFb(builder);
    MediaFb.addDuration(builder, value.duration());
    MediaFb.addSize(builder, value.size());
    MediaFb.addUri(builder, uri);
    MediaFb.addTitle(builder, title);
    MediaFb.addWidth(builder, value.width());
    MediaFb.addHeight(builder, value.height());
    MediaFb.addFormat(builder, format);
    if (value.bitrate() != null) {
      // flatc 2.0.8's Java addBitrate passes the scalar default 0, so the builder would drop a
      // present 0 and the reader would see it absent: force defaults for this one field (the same
      // flaw and workaround as google/flatbuffers#8245 for TypeScript).
      builder.forceDefaults(true);
      MediaFb.addBitrate(builder, value.bitrate());
      builder.forceDefaults(false);
    }
    MediaFb.addPersons(builder, personsVector);
    MediaFb.addCopyright(builder, copyright);
    MediaFb.addPlayer(builder, player(value.player()));
    return MediaFb.endMediaFb(builder);
  }

  private static int image(FlatBufferBuilder builder, Image value) {
    int uri = builder.createString(value.uri());
    int title = AbsentFields.stringOrAbsent(builder, value.title());
    return ImageFb.createImageFb(builder, uri, title, value.width(), value.height(), size(value.size()));
  }

  private static byte player(Media.Player player) {
    return switch (player) {
      case JAVA -> Player.JAVA;
      case FLASH -> Player.FLASH;
    };
  }

  private static byte size(Image.Size size) {
    return switch (size) {
      case SMALL -> Size.SMALL;
      case LARGE -> Size.LARGE;
    };
  }
}
