package dev.serbench.codec.flatbuffers;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.serbench.model.Image;
import dev.serbench.model.Media;
import dev.serbench.model.MediaContent;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Values the datasets do not hold but the schemas promise: an optional scalar that is present and 0
 * (dropped by flatc 2.0.8's default-skipping add method unless forced), present "" next to absent
 * strings.
 */
class FlatBuffersOptionalValuesTest {

  private static MediaContent content(Integer bitrate, String title, String copyright) {
    Media media =
        new Media("uri", title, 1, 2, "mp4", 3L, 4L, bitrate, List.of("a", ""), Media.Player.FLASH, copyright);
    return new MediaContent(media, List.of(new Image("img", "", 5, 6, Image.Size.LARGE),
        new Image("img2", null, 7, 8, Image.Size.SMALL)));
  }

  private static MediaContent roundTrip(MediaContent value) {
    FlatBuffersBinding<MediaContent> binding =
        new FlatBuffersBinding<>(MediaWriter::mediaContent, new MediaReader()::mediaContent);
    return binding.decode(binding.encode(value));
  }

  @Test
  void presentZeroBitrateStaysPresent() {
    MediaContent value = content(0, "t", "c");
    assertEquals(value, roundTrip(value));
  }

  @Test
  void absentAndEmptyStringsStayApart() {
    MediaContent absent = content(null, null, null);
    assertEquals(absent, roundTrip(absent));
    MediaContent empty = content(null, "", "");
    assertEquals(empty, roundTrip(empty));
  }
}
