package dev.serbench.codec.sbe;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.serbench.model.Big;
import dev.serbench.model.Image;
import dev.serbench.model.Media;
import dev.serbench.model.MediaContent;
import dev.serbench.model.Medium;
import dev.serbench.model.Small;
import java.time.Instant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Values the datasets do not hold but the schemas promise: SBE has no absent var data and an
 * optional int32's null value is one of its values, so the presence bits must keep an absent string
 * apart from "", an absent bitrate apart from every int32, and an absent Medium apart from a present one.
 */
class SbeOptionalValuesTest {

  private static MediaContent content(Integer bitrate, String title, String copyright) {
    Media media =
        new Media("uri", title, 1, 2, "mp4", 3L, 4L, bitrate, List.of("a", ""), Media.Player.FLASH, copyright);
    return new MediaContent(media, List.of(new Image("img", "", 5, 6, Image.Size.LARGE),
        new Image("img2", null, 7, 8, Image.Size.SMALL)));
  }

  private static MediaContent roundTrip(MediaContent value) {
    SbeBinding<MediaContent> binding = new SbeBinding<>(new MediaWriter()::mediaContent, new MediaReader()::mediaContent);
    return binding.decode(binding.encode(value));
  }

  private static Medium medium(String field2, String field3) {
    return new Medium(7, "n", Instant.EPOCH, Instant.parse("0001-01-01T00:00:00Z"), "", field2, field3, -0.0, new Small(8, ""));
  }

  private static Big roundTrip(Big value) {
    SbeBinding<Big> binding = new SbeBinding<>(new StructsWriter()::big, new StructsReader()::big);
    return binding.decode(binding.encode(value));
  }

  @Test
  void presentBitratesStayPresentWhateverTheirValue() {
    for (int bitrate : new int[] {0, Integer.MIN_VALUE, Integer.MAX_VALUE}) {
      MediaContent value = content(bitrate, "t", "c");
      assertEquals(value, roundTrip(value));
    }
  }

  @Test
  void absentAndEmptyStringsStayApart() {
    MediaContent absent = content(null, null, null);
    assertEquals(absent, roundTrip(absent));
    MediaContent empty = content(null, "", "");
    assertEquals(empty, roundTrip(empty));
  }

  @Test
  void optionalStringsAndMediumOfBigStayApartFromEmptyOnes() {
    Big withoutMedium3 = new Big(1, "", Instant.EPOCH, Instant.EPOCH, "f1", null, "", 1.5,
        medium(null, ""), medium("", null), null);
    assertEquals(withoutMedium3, roundTrip(withoutMedium3));
    Big withMedium3 = new Big(2, "b", Instant.EPOCH, Instant.EPOCH, "", "", null, 2.5,
        medium("x", "y"), medium(null, null), medium("", ""));
    assertEquals(withMedium3, roundTrip(withMedium3));
  }
}
