package dev.serbench.codec.flatbuffers;

import com.google.flatbuffers.FlatBufferBuilder;
import dev.serbench.schemas.fbs.Image;
import dev.serbench.schemas.fbs.Media;
import dev.serbench.schemas.fbs.MediaContent;
import dev.serbench.schemas.fbs.Player;
import dev.serbench.schemas.fbs.Size;
import java.util.List;

/** Builds media.fbs's tables from the canonical records. */
final class MediaWriter {

  private MediaWriter() {}

  static int mediaContent(FlatBufferBuilder builder, dev.serbench.model.MediaContent value) {
    int media = media(builder, value.media());
    List<dev.serbench.model.Image> images = value.images();
    int[] offsets = new int[images.size()];
    int i = 0;
    for (dev.serbench.model.Image image : images) {
      offsets[i++] = image(builder, image);
    }
    return MediaContent.createMediaContent(builder, media, MediaContent.createImagesVector(builder, offsets));
  }

  private static int media(FlatBufferBuilder builder, dev.serbench.model.Media value) {
    int uri = builder.createString(value.uri());
    int title = AbsentFields.stringOrAbsent(builder, value.title());
    int format = builder.createString(value.format());
    List<String> persons = value.persons();
    int[] personOffsets = new int[persons.size()];
    int i = 0;
    for (String person : persons) {
      personOffsets[i++] = builder.createString(person);
    }
    int personsVector = Media.createPersonsVector(builder, personOffsets);
    int copyright = AbsentFields.stringOrAbsent(builder, value.copyright());
    // Not the generated createMedia: it always passes bitrate, which must stay absent when null.
    Media.startMedia(builder);
    Media.addDuration(builder, value.duration());
    Media.addSize(builder, value.size());
    Media.addUri(builder, uri);
    Media.addTitle(builder, title);
    Media.addWidth(builder, value.width());
    Media.addHeight(builder, value.height());
    Media.addFormat(builder, format);
    if (value.bitrate() != null) {
      // flatc 2.0.8's Java addBitrate passes the scalar default 0, so the builder would drop a
      // present 0 and the reader would see it absent: force defaults for this one field (the same
      // flaw and workaround as google/flatbuffers#8245 for TypeScript).
      builder.forceDefaults(true);
      Media.addBitrate(builder, value.bitrate());
      builder.forceDefaults(false);
    }
    Media.addPersons(builder, personsVector);
    Media.addCopyright(builder, copyright);
    Media.addPlayer(builder, player(value.player()));
    return Media.endMedia(builder);
  }

  private static int image(FlatBufferBuilder builder, dev.serbench.model.Image value) {
    int uri = builder.createString(value.uri());
    int title = AbsentFields.stringOrAbsent(builder, value.title());
    return Image.createImage(builder, uri, title, value.width(), value.height(), size(value.size()));
  }

  private static byte player(dev.serbench.model.Media.Player player) {
    return switch (player) {
      case JAVA -> Player.JAVA;
      case FLASH -> Player.FLASH;
    };
  }

  private static byte size(dev.serbench.model.Image.Size size) {
    return switch (size) {
      case SMALL -> Size.SMALL;
      case LARGE -> Size.LARGE;
    };
  }
}
