package dev.serbench.codec.json;

import static dev.serbench.api.Conversions.list;

import com.dslplatform.json.CompiledJson;
import dev.serbench.model.Image;
import dev.serbench.model.Media;
import dev.serbench.model.MediaContent;
import java.util.List;

/**
 * The JSON shape of the {@code media} family for dsl-json, and its mapping to the canonical model.
 * Enums are written by name, as Jackson does; absent title, bitrate and copyright are JSON {@code null}.
 */
final class MediaJson {

  private MediaJson() {}

  /** Mirrors {@link Media.Player}; the processor only compiles enums of this module. */
  @CompiledJson
  public enum Player { JAVA, FLASH }

  /** Mirrors {@link Image.Size}. */
  @CompiledJson
  public enum Size { SMALL, LARGE }

  @CompiledJson
  public record MediaDto(String uri, String title, int width, int height, String format, long duration, long size,
      Integer bitrate, List<String> persons, Player player, String copyright) {}

  @CompiledJson
  public record ImageDto(String uri, String title, int width, int height, Size size) {}

  @CompiledJson
  public record MediaContentDto(MediaDto media, List<ImageDto> images) {}

  static MediaContentDto from(MediaContent c) {
    return new MediaContentDto(from(c.media()), list(c.images(), MediaJson::from));
  }

  static MediaContent toModel(MediaContentDto c) {
    return new MediaContent(toModel(c.media()), list(c.images(), MediaJson::toModel));
  }

  static MediaDto from(Media m) {
    return m == null ? null : new MediaDto(m.uri(), m.title(), m.width(), m.height(), m.format(), m.duration(),
        m.size(), m.bitrate(), m.persons(), m.player() == null ? null : Player.valueOf(m.player().name()),
        m.copyright());
  }

  static Media toModel(MediaDto m) {
    return m == null ? null : new Media(m.uri(), m.title(), m.width(), m.height(), m.format(),
        m.duration(), m.size(), m.bitrate(), m.persons(),
        m.player() == null ? null : Media.Player.valueOf(m.player().name()), m.copyright());
  }

  static ImageDto from(Image i) {
    return new ImageDto(i.uri(), i.title(), i.width(), i.height(),
        i.size() == null ? null : Size.valueOf(i.size().name()));
  }

  static Image toModel(ImageDto i) {
    return new Image(i.uri(), i.title(), i.width(), i.height(),
        i.size() == null ? null : Image.Size.valueOf(i.size().name()));
  }
}
