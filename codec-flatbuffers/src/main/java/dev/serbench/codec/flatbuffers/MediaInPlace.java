package dev.serbench.codec.flatbuffers;

import com.google.flatbuffers.Table;
import dev.serbench.api.Digest;
import dev.serbench.model.Image;
import dev.serbench.model.Media;
import dev.serbench.schemas.fbs.ImageFb;
import dev.serbench.schemas.fbs.MediaContentFb;
import dev.serbench.schemas.fbs.MediaFb;
import dev.serbench.schemas.fbs.Player;
import dev.serbench.schemas.fbs.Size;
import java.nio.ByteBuffer;

/**
 * Reads media.fbs's tables in place: one field (access) or every field into a digest (read), with
 * reused accessor objects as {@link MediaReader} has them; enums fold as the model enum's ordinal.
 */
final class MediaInPlace {

  private final MediaContentFb mediaContent = new MediaContentFb();
  private final MediaFb media = new MediaFb();
  private final ImageFb image = new ImageFb();
  private final ImageFb.Vector images = new ImageFb.Vector();
  private final Persons persons = new Persons();

  long access(ByteBuffer buffer) {
    MediaFb m = MediaContentFb.getRootAsMediaContentFb(buffer, mediaContent).media(media);
    Digest digest = new Digest();
    if (m == null) {
      digest.addNull();
    } else {
      InPlaceFields.text(digest, m.uriAsByteBuffer());
    }
    return digest.value();
  }

  long read(ByteBuffer buffer) {
    MediaContentFb content = MediaContentFb.getRootAsMediaContentFb(buffer, mediaContent);
    // A view of the same bytes that the xxxInByteBuffer accessors position on each string.
    ByteBuffer view = buffer.duplicate();
    Digest digest = new Digest().addPresent();
    MediaFb m = content.media(media);
    if (m == null) {
      digest.addNull();
    } else {
      read(digest, m, buffer, view);
    }
    ImageFb.Vector vector = content.imagesVector(images);
    int length = AbsentFields.lengthOf(vector);
    digest.add(length);
    for (int i = 0; i < length; i++) {
      ImageFb image = vector.get(this.image, i);
      digest.addPresent();
      InPlaceFields.text(digest, image.uriInByteBuffer(view));
      InPlaceFields.text(digest, image.titleInByteBuffer(view));
      digest.add(image.width()).add(image.height()).add(size(image.size()));
    }
    return digest.value();
  }

  private void read(Digest digest, MediaFb m, ByteBuffer buffer, ByteBuffer view) {
    digest.addPresent();
    InPlaceFields.text(digest, m.uriInByteBuffer(view));
    InPlaceFields.text(digest, m.titleInByteBuffer(view));
    digest.add(m.width()).add(m.height());
    InPlaceFields.text(digest, m.formatInByteBuffer(view));
    digest.add(m.duration()).add(m.size());
    if (m.hasBitrate()) {
      digest.add(m.bitrate());
    } else {
      digest.addNull();
    }
    persons.read(digest, buffer);
    digest.add(player(m.player()));
    InPlaceFields.text(digest, m.copyrightInByteBuffer(view));
  }

  private static int player(byte player) {
    return switch (player) {
      case Player.JAVA -> Media.Player.JAVA.ordinal();
      case Player.FLASH -> Media.Player.FLASH.ordinal();
      default -> throw new IllegalArgumentException("MediaFb.player: " + player + " is no value of media.fbs's Player");
    };
  }

  private static int size(byte size) {
    return switch (size) {
      case Size.SMALL -> Image.Size.SMALL.ordinal();
      case Size.LARGE -> Image.Size.LARGE.ordinal();
      default -> throw new IllegalArgumentException("ImageFb.size: " + size + " is no value of media.fbs's Size");
    };
  }

  /**
   * MediaFb.persons read in place. For a vector of strings flatc generates only {@code persons(j)} and
   * {@code personsVector(StringVector)}, which decode each element into a String, and no accessor
   * exposes where the vector lies; so this table view reads it with the runtime's Table primitives,
   * the way the generated accessors do, at the vtable slots flatc gives these fields (see MediaFb.java
   * and MediaContentFb.java under target/generated-sources).
   */
  private static final class Persons extends Table {

    /** MediaContentFb.media, field 0. */
    private static final int MEDIA_CONTENT_MEDIA = 4;
    /** MediaFb.persons, field 8. */
    private static final int MEDIA_PERSONS = 20;
    private static final int OFFSET_BYTES = 4;

    /** Folds the persons of the MediaFb of the MediaContentFb root of {@code buffer} (which must have a MediaFb). */
    void read(Digest digest, ByteBuffer buffer) {
      __reset(buffer.getInt(buffer.position()) + buffer.position(), buffer);
      __reset(__indirect(__offset(MEDIA_CONTENT_MEDIA) + bb_pos), buffer);
      int field = __offset(MEDIA_PERSONS);
      int length = field == 0 ? 0 : __vector_len(field);
      digest.add(length);
      if (length == 0) {
        return;
      }
      int vector = __vector(field);
      for (int i = 0; i < length; i++) {
        int string = __indirect(vector + i * OFFSET_BYTES);
        int bytes = bb.getInt(string);
        int start = string + OFFSET_BYTES;
        digest.addText(bytes, bytes == 0 ? 0 : bb.get(start), bytes == 0 ? 0 : bb.get(start + bytes - 1));
      }
    }
  }
}
