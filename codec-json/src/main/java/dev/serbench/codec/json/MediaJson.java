package dev.serbench.codec.json;

import static dev.serbench.api.Conversions.list;

import com.dslplatform.json.CompiledJson;
import java.util.List;

/**
 * The JSON shape of the {@code media} family for dsl-json, and its mapping to the canonical model.
 * Enums are written by name, as Jackson does; absent title, bitrate and copyright are JSON {@code null}.
 */
final class MediaJson {

  private MediaJson() {}

  /** Mirrors {@link dev.serbench.model.Media.Player}; the processor only compiles enums of this module. */
  @CompiledJson
  public enum Player { JAVA, FLASH }

  /** Mirrors {@link dev.serbench.model.Image.Size}. */
  @CompiledJson
  public enum Size { SMALL, LARGE }

  @CompiledJson
  public record Media(String uri, String title, int width, int height, String format, long duration, long size,
      Integer bitrate, List<String> persons, Player player, String copyright) {}

  @CompiledJson
  public record Image(String uri, String title, int width, int height, Size size) {}

  @CompiledJson
  public record MediaContent(Media media, List<Image> images) {}

  static MediaContent from(dev.serbench.model.MediaContent c) {
    return new MediaContent(from(c.media()), list(c.images(), MediaJson::from));
  }

  static dev.serbench.model.MediaContent toModel(MediaContent c) {
    return new dev.serbench.model.MediaContent(toModel(c.media()), list(c.images(), MediaJson::toModel));
  }

  static Media from(dev.serbench.model.Media m) {
    return m == null ? null : new Media(m.uri(), m.title(), m.width(), m.height(), m.format(), m.duration(),
        m.size(), m.bitrate(), m.persons(), m.player() == null ? null : Player.valueOf(m.player().name()),
        m.copyright());
  }

  static dev.serbench.model.Media toModel(Media m) {
    return m == null ? null : new dev.serbench.model.Media(m.uri(), m.title(), m.width(), m.height(), m.format(),
        m.duration(), m.size(), m.bitrate(), m.persons(),
        m.player() == null ? null : dev.serbench.model.Media.Player.valueOf(m.player().name()), m.copyright());
  }

  static Image from(dev.serbench.model.Image i) {
    return new Image(i.uri(), i.title(), i.width(), i.height(),
        i.size() == null ? null : Size.valueOf(i.size().name()));
  }

  static dev.serbench.model.Image toModel(Image i) {
    return new dev.serbench.model.Image(i.uri(), i.title(), i.width(), i.height(),
        i.size() == null ? null : dev.serbench.model.Image.Size.valueOf(i.size().name()));
  }
}
