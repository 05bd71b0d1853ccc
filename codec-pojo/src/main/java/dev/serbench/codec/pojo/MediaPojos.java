package dev.serbench.codec.pojo;

import dev.serbench.api.Conversions;
import dev.serbench.model.Image;
import dev.serbench.model.Media;
import dev.serbench.model.MediaContent;
import java.util.List;

/**
 * The {@code media} family as mutable classes with public fields and a no-argument constructor, for
 * libraries that cannot construct records, and its conversion from and to the canonical model.
 */
public final class MediaPojos {

  private MediaPojos() {}

  /** Mirrors {@link MediaContent}. */
  public static final class MediaContentPojo {
    public MediaPojo media;
    public List<ImagePojo> images;
  }

  /** Mirrors {@link Media}. */
  public static final class MediaPojo {
    public String uri;
    public String title;
    public int width;
    public int height;
    public String format;
    public long duration;
    public long size;
    public Integer bitrate;
    public List<String> persons;
    public Media.Player player;
    public String copyright;
  }

  /** Mirrors {@link Image}. */
  public static final class ImagePojo {
    public String uri;
    public String title;
    public int width;
    public int height;
    public Image.Size size;
  }

  public static MediaContentPojo from(MediaContent value) {
    if (value == null) {
      return null;
    }
    MediaContentPojo pojo = new MediaContentPojo();
    pojo.media = from(value.media());
    pojo.images = Conversions.list(value.images(), MediaPojos::from);
    return pojo;
  }

  public static MediaContent toModel(MediaContentPojo pojo) {
    if (pojo == null) {
      return null;
    }
    return new MediaContent(toModel(pojo.media),
        Conversions.list(pojo.images, MediaPojos::toModel));
  }

  public static MediaPojo from(Media value) {
    if (value == null) {
      return null;
    }
    MediaPojo pojo = new MediaPojo();
    pojo.uri = value.uri();
    pojo.title = value.title();
    pojo.width = value.width();
    pojo.height = value.height();
    pojo.format = value.format();
    pojo.duration = value.duration();
    pojo.size = value.size();
    pojo.bitrate = value.bitrate();
    pojo.persons = value.persons();
    pojo.player = value.player();
    pojo.copyright = value.copyright();
    return pojo;
  }

  public static Media toModel(MediaPojo pojo) {
    if (pojo == null) {
      return null;
    }
    return new Media(pojo.uri,
        pojo.title,
        pojo.width,
        pojo.height,
        pojo.format,
        pojo.duration,
        pojo.size,
        pojo.bitrate,
        pojo.persons,
        pojo.player,
        pojo.copyright);
  }

  public static ImagePojo from(Image value) {
    if (value == null) {
      return null;
    }
    ImagePojo pojo = new ImagePojo();
    pojo.uri = value.uri();
    pojo.title = value.title();
    pojo.width = value.width();
    pojo.height = value.height();
    pojo.size = value.size();
    return pojo;
  }

  public static Image toModel(ImagePojo pojo) {
    if (pojo == null) {
      return null;
    }
    return new Image(pojo.uri,
        pojo.title,
        pojo.width,
        pojo.height,
        pojo.size);
  }

}
